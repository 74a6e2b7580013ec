@card:passion
Feature: Passion
  Red, rare, value 0. While it is in play, when the round is scored its player may also
  score one of their opponents' moods, of their choice, as though it were theirs; the
  opponent still scores it too.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:passion.1
  Rule: Any of the opponents' moods may be chosen, not only the highest

    Example: Alice scores Bob's Charity rather than his Generosity
      Given Alice has moods Passion and Boredom
      And Bob has moods Generosity and Charity
      When the round is scored
      Then Alice may choose each of Generosity and Charity
      When Alice chooses Charity
      Then Alice scored 5
      And Bob scored 7

    Example: scoring another mood is optional
      Given Alice has moods Passion and Boredom
      And Bob has moods Charity
      When the round is scored
      And Alice chooses nothing
      Then Alice scored 4

  @note:passion.2
  Rule: Passion itself is worth 0

    Example: Passion adds Generosity's 6 and nothing of its own
      Given Alice has moods Passion
      And Bob has moods Generosity
      Then Passion's value is 0
      When the round is scored
      And Alice chooses Generosity
      Then Alice scored 6
      And Bob scored 6

  @note:passion.3
  Rule: Two Passions score one mood twice, or two moods once each; extra scorings add up

    Example: a copy of Passion scores Generosity a second time
      Given Alice has moods Passion
      And Alice played Creativity, choosing Passion
      And Bob has moods Generosity and Charity
      When the round is scored
      And Alice chooses Generosity
      And Alice chooses Generosity
      Then Alice scored 12

    Example: or Generosity and Charity once each
      Given Alice has moods Passion
      And Alice played Creativity, choosing Passion
      And Bob has moods Generosity and Charity
      When the round is scored
      And Alice chooses Generosity
      And Alice chooses Charity
      Then Alice scored 7
