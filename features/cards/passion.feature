@card:passion
Feature: Passion
  Red, rare, value 0. While it is in play, when the round is scored its player may also
  score one of their opponents' moods, of their choice, as though it were theirs; the
  opponent still scores it too.

  @note:passion.1
  Rule: Any of the opponents' moods may be chosen, not only the highest

    Example: Alice scores Bob's Charity rather than his Generosity
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion and Boredom
      And Bob has moods Generosity and Charity
      When the round is scored
      Then Alice is to answer Passion
      And Alice may choose each of Generosity and Charity
      When Alice answers Passion: Charity
      Then Alice scored 5
      And Bob scored 7

    Example: scoring another mood is optional
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion and Boredom
      And Bob has moods Charity
      When the round is scored
      And Alice answers Passion: nothing
      Then Alice scored 4

  @note:passion.2
  Rule: Passion itself is worth 0

    Example: Passion adds Generosity's 6 and nothing of its own
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion
      And Bob has moods Generosity
      Then Passion's value is 0
      When the round is scored
      And Alice answers Passion: Generosity
      Then Alice scored 6
      And Bob scored 6

  @note:passion.3
  Rule: Two Passions score one mood twice, or two moods once each; extra scorings add up

    Example: a copy of Passion scores Generosity a second time
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion
      And Alice played Creativity, choosing Passion
      And Bob has moods Generosity and Charity
      When the round is scored
      And Alice answers Passion: Generosity
      And Alice answers Passion: Generosity
      Then Alice scored 12

    Example: or Generosity and Charity once each
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion
      And Alice played Creativity, choosing Passion
      And Bob has moods Generosity and Charity
      When the round is scored
      And Alice answers Passion: Generosity
      And Alice answers Passion: Charity
      Then Alice scored 7

  @source:reference-2026-11-30
  Rule: In a team game, a teammate's moods are not an opponent's: Passion can't score them
    The reference's own ruling: Passion's notes never mention teams. The card says "one of
    your opponents' moods", and the notes of the cards that name opponents say that a
    teammate is not one (sneakiness.1, cruelty.2). A team adds its partners' scores
    together (variants.open-team.7, variants.closed-team.8), so scoring a teammate's mood
    would also count it twice for the team. So Passion's player chooses among the other
    team's moods only. The other reading counts every other player as an opponent, as in a
    game without teams.

    Example: Alice may score Bob's Charity but not her teammate Carol's Generosity
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Passion
      And Carol has moods Generosity
      And Bob has moods Charity
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice is to answer Passion
      And Alice may choose Charity
      And Alice cannot choose Generosity
      When Alice answers Passion: Charity
      Then Alice scored 1
      And Alice and Carol win the round
      When Bob answers the team's draw: Dave
      And Alice answers who goes first: Carol
      Then Joy is in Dave's hand
      And Carol goes first

    Example: with moods only in front of her teammate Carol, Alice's Passion has nothing to score
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Passion
      And Carol has moods Generosity
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice scored 0
      And Carol scored 6
      And Alice and Carol win the round
      And Bob is to answer the team's draw
