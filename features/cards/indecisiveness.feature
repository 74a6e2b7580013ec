@card:indecisiveness
Feature: Indecisiveness
  Blue, uncommon, value 3. Its player chooses any number of opponents who have two or
  more moods; each of them puts a random one of their moods back into their hand.

  @note:indecisiveness.1
  Rule: Any number of opponents may be chosen, from none to all of them

    Example: no opponent
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Bob has moods Boredom and Laziness
      When Alice plays Indecisiveness
      And Alice chooses nothing
      Then Bob has moods Boredom and Laziness

    Example: all three opponents in a four-player game
      Given a game between Alice, Bob, Carol and Dave
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Bob has moods Boredom and Laziness
      And Carol has moods Charity and Apathy
      And Dave has moods Complacency and Joy
      When Alice plays Indecisiveness
      And Alice chooses Bob, Carol and Dave
      And the random pick is Laziness
      And the random pick is Charity
      And the random pick is Joy
      Then Laziness is in Bob's hand
      And Charity is in Carol's hand
      And Joy is in Dave's hand
      And Bob has moods Boredom

  @note:indecisiveness.2
  Rule: An opponent with fewer than two moods can't be chosen

    Example: Bob has one mood, Carol two
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Bob has moods Boredom
      And Carol has moods Laziness and Charity
      When Alice plays Indecisiveness
      Then Alice may choose Carol
      And Alice cannot choose Bob

  @note:indecisiveness.3
  Rule: The mood is picked at random, and nobody chooses it
    Any fair way of picking works at a table; in the engine the pick is a chance event, so
    neither Indecisiveness's player nor the opponent chooses the mood.

    Example: chance picks Bob's Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Bob has moods Boredom and Laziness
      When Alice plays Indecisiveness
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is in Bob's hand
      And Bob has moods Laziness

  @note:indecisiveness.4
  Rule: Only opponents can be chosen: not Indecisiveness's player, and not a teammate

    Example: Alice can't choose herself
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Alice has moods Boredom and Apathy
      And Bob has moods Laziness and Charity
      When Alice plays Indecisiveness
      Then Alice may choose Bob
      And Alice cannot choose Alice

    Example: in a team game, Alice can't choose her teammate
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Indecisiveness in hand
      And Carol has moods Boredom and Apathy
      And Bob has moods Laziness and Charity
      And Dave has moods Glee and Hate
      When Alice plays Indecisiveness
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol
