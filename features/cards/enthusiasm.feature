@card:enthusiasm
Feature: Enthusiasm
  Green, uncommon, value 0. While scoring, its player may score one of their moods an
  extra time.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:enthusiasm.1
  Rule: Scoring a mood again is optional

    Example: Alice scores nothing extra
      Given Alice has moods Enthusiasm and Boredom
      When the round is scored
      And Alice answers Enthusiasm: nothing
      Then Alice scored 4

  @note:enthusiasm.2
  Rule: Any of its player's moods may be chosen, not only the most valuable

    Example: Alice scores her Charity again
      Given Alice has moods Enthusiasm, Boredom and Charity
      And Bob has moods Fear
      When the round is scored
      Then Alice is to answer Enthusiasm
      And Alice may choose each of Boredom and Charity
      And Alice cannot choose Fear
      When Alice answers Enthusiasm: Charity
      Then Alice scored 6

    Example: the play-by-play counts Charity's second scoring as extra
      Given Alice has moods Enthusiasm, Boredom and Charity
      When the round is scored
      And Alice answers Enthusiasm: Charity
      Then the play-by-play says Alice scored 6, 1 of it from extra scoring

  @note:enthusiasm.3
  Rule: Enthusiasm is worth 0 itself

    Example: Enthusiasm's value
      Given Alice has moods Enthusiasm and Boredom
      Then Enthusiasm's value is 0
      And Alice's score is 4

  @note:enthusiasm.4
  Rule: Each Enthusiasm gives its own extra scoring: the same mood twice, or two moods once
    Extra scorings of other cards add up with it.

    Example: with a copy of Enthusiasm, Boredom scores three times
      Given Alice has moods Enthusiasm and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Enthusiasm
      And the round is scored
      And Alice answers Enthusiasm: Boredom
      And Alice answers Enthusiasm: Boredom
      Then Alice scored 12

    Example: with a copy of Enthusiasm, Boredom and Charity score twice each
      Given Alice has moods Enthusiasm, Boredom and Charity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Enthusiasm
      And the round is scored
      And Alice answers Enthusiasm: Boredom
      And Alice answers Enthusiasm: Charity
      Then Alice scored 10

    Example: Enthusiasm adds to Bliss
      Given Alice has moods Enthusiasm and Boredom
      And Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      And the round is scored
      And Alice answers Enthusiasm: Boredom
      Then Alice scored 18
      And the play-by-play says Alice scored 18, 12 of it from extra scoring
