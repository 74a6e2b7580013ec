Feature: Team play
  Four players in two teams of two. Partners add their scores together and win or lose
  each round as a team. Open teams sit side by side and see each other's hands; closed
  teams sit across from each other and keep their hands to themselves.

  @note:variants.team-play.1
  Rule: Team games are for four players in two pairs, and nobody gets Hurt Feelings

    Example: Dave scores lowest but gets no additional mood next round
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Charity
      And Dave has Laziness and Apathy in hand
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      When Bob chooses Bob
      And Alice chooses Alice
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave plays Laziness
      Then Dave may not play another mood

    Example: in an open team game too
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Charity
      And Dave has Laziness and Apathy in hand
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      When Bob chooses Bob
      And Alice chooses Alice
      And Alice passes
      And Carol passes
      And Bob passes
      And Dave plays Laziness
      Then Dave may not play another mood
