@card:regret
Feature: Regret
  Blue, rare, value 4. To play it, its player puts two of their moods back into their
  hand. Then they put one of an opponent's moods into their own hand.

  @note:regret.1
  Rule: With fewer than two moods, Regret can't be played

    Example: Alice has one mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom
      Then Alice cannot play Regret because Alice must put two of their moods into their hand (regret.text)

    Example: with two moods, both go back, and Bob's Generosity comes to Alice's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom and Laziness
      And Bob has moods Generosity and Apathy
      When Alice plays Regret
      And Alice chooses Generosity
      Then Alice's hand holds Boredom, Laziness and Generosity
      And Alice has moods Regret
      And Bob has moods Apathy

    Example: with three moods, two go back, not three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom, Laziness and Complacency
      And Bob has moods Generosity
      When Alice plays Regret
      Then Alice cannot choose Boredom, Laziness and Complacency together (regret.text)
      When Alice chooses Boredom and Laziness
      Then Alice has moods Complacency and Regret
      And Alice's hand holds Boredom, Laziness and Generosity

  @note:regret.2
  Rule: Only an opponent's mood can be taken: not one's own, and not a teammate's

    Example: in a team game, Alice takes from Bob or Dave, not from Carol
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom, Laziness and Complacency
      And Carol has moods Charity
      And Bob has moods Generosity
      And Dave has moods Apathy
      When Alice plays Regret
      And Alice chooses Boredom and Laziness
      Then Alice may choose each of Generosity and Apathy
      And Alice cannot choose Charity
      And Alice cannot choose Complacency

  @source:community-2026-12-01
  Rule: With no opponent's mood in play, Regret takes nothing
    A players' question settled by the card's text (regret.text): the mood taken must be an
    opponent's, so when no opponent has one, the cost is still paid and nothing comes back.

    Example: Bob has no moods, and Alice's hand gets only her own two
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom and Laziness
      When Alice plays Regret
      And Alice passes
      Then Alice's hand holds Boredom and Laziness
      And Alice has moods Regret
      And it is Bob's turn

    Example: in a team game, only Alice's teammate Carol has a mood, and Regret takes nothing
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Regret in hand
      And Alice has moods Boredom and Laziness
      And Carol has moods Charity
      When Alice plays Regret
      And Alice passes
      Then Alice's hand holds Boredom and Laziness
      And Alice has moods Regret
      And Carol has moods Charity
