@card:envy
Feature: Envy
  Black, rare, value 0. To play it, its player puts one of their moods into the discard
  pile. It is worth 2 for each mood of the opponent who has the most moods.

  @note:envy.1
  Rule: The moodiest opponent is the opponent with the most moods in play

    Example: Carol has three moods, Bob one: Envy counts Carol's
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Laziness
      And Carol has moods Apathy, Complacency and Indifference
      And Alice has Envy in hand
      When Alice plays Envy
      Then the discard pile holds Boredom
      And Envy's value is 6

  @note:envy.2
  Rule: Who is moodiest is read again whenever moods change, so it can change from round to round

    Example: Bob plays a mood and becomes the moodiest opponent
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Envy
      And Bob has moods Laziness
      And Carol has moods Boredom and Complacency
      And Bob has Apathy and Indifference in hand
      Then Envy's value is 4
      When Bob plays Apathy
      Then Envy's value is 4
      When Bob passes
      And Carol passes
      Then Bob goes first
      When Bob plays Indifference
      Then Envy's value is 6

  @note:envy.3
  Rule: Two opponents tied for the most moods count once, not twice

    Example: Bob and Carol both have two moods
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Envy
      And Bob has moods Laziness and Apathy
      And Carol has moods Boredom and Complacency
      Then Envy's value is 4

  @note:envy.4
  Rule: A teammate is not an opponent, so never the moodiest opponent

    Example: Carol, Alice's teammate, has the most moods
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Envy
      And Carol has moods Boredom, Complacency and Indifference
      And Bob has moods Laziness
      And Dave has moods Apathy and Charity
      Then Envy's value is 4

  @note:envy.5
  Rule: The cost is paid with a mood in play, never with a card from hand

    Example: Alice has cards in hand but no moods, so she cannot play Envy
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Laziness
      And Alice has Envy and Boredom in hand
      Then Alice cannot play Envy because Alice must put one of their moods into the discard pile (envy.text)

    Example: with two moods, one of them pays, not both
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Laziness
      And Alice has moods Boredom and Apathy
      And Alice has Envy in hand
      When Alice plays Envy
      Then Alice cannot choose Boredom and Apathy together (envy.text)
      When Alice chooses Boredom
      Then Boredom is in the discard pile
      And Alice has moods Apathy and Envy

  @note:envy.6
  Rule: A suppressed Envy is worth 0, however many moods the moodiest opponent has

    Example: Bob suppresses Envy with Pacifism
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Envy
      And Bob has moods Laziness and Apathy
      And Bob played Pacifism, choosing Alice
      Then Envy is suppressed
      And Envy's value is 0
