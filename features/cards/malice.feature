@card:malice
Feature: Malice
  Black, mythic rare, value 0. Its player chooses a player with two or more moods; that
  player chooses two of their moods. Those two and every other mood sharing a color with
  either go into the discard pile, all at once; Malice itself stays.

  @note:malice.1
  Rule: The chosen player chooses among their own moods only

    Example: Bob can't choose Alice's Apathy
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Apathy
      And Bob has moods Boredom, Laziness and Indifference
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      Then Bob may choose each of Boredom, Laziness and Indifference
      And Bob may choose none of Apathy and Malice

  @note:malice.2
  Rule: Malice's player may choose themselves or a teammate; the chosen player does the choosing

    Example: Alice chooses her teammate Carol, who picks two of her moods
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Apathy
      And Carol has moods Boredom, Laziness and Indifference
      And Bob has moods Complacency and Charity
      And Alice has Malice in hand
      When Alice plays Malice
      Then Alice may choose each of Alice, Carol and Bob
      When Alice chooses Carol
      And Carol chooses Laziness and Indifference
      Then the discard pile holds Laziness and Indifference
      And Carol has moods Boredom

  @note:malice.3
  Rule: The chosen player decides which two moods

    Example: Bob gives up his Boredom and Laziness, and every red and green mood goes with them
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Anger and Complacency
      And Bob has moods Boredom, Laziness and Apathy
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      And Bob chooses Boredom and Laziness
      Then the discard pile holds Boredom, Laziness and Anger
      And Bob has moods Apathy
      And Alice has moods Complacency and Malice

    Example: Bob chooses two of his moods, not one and not three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Apathy
      And Bob has moods Boredom, Laziness and Indifference
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      Then Bob cannot choose Boredom alone (malice.text)
      And Bob cannot choose Boredom, Laziness and Indifference together (malice.text)
      When Bob chooses Boredom and Laziness
      Then the discard pile holds Boredom and Laziness
      And Bob has moods Indifference

  @note:malice.4
  Rule: Two moods of the same color send only moods of that color

    Example: Bob chooses two red moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Glee
      And Bob has moods Boredom, Anger and Laziness
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      And Bob chooses Boredom and Anger
      Then the discard pile holds Boredom, Anger and Glee
      And Bob has moods Laziness

  @note:malice.5
  Rule: A player with fewer than two moods can't be chosen; if nobody has two, nothing happens

    Example: Bob has one mood, Carol two
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Boredom
      And Carol has moods Laziness and Indifference
      And Alice has moods Apathy
      And Alice has Malice in hand
      When Alice plays Malice
      Then Alice may choose each of Carol and Alice
      And Alice cannot choose Bob

    Example: nobody has two moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Malice in hand
      When Alice plays Malice
      Then Bob has moods Boredom
      And the discard pile is empty

  @note:malice.6
  Rule: When a black mood is chosen, every black mood but Malice goes

    Example: Bob gives up his Apathy and all black moods go, Malice excepted
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Self-Loathing
      And Bob has moods Apathy, Boredom and Laziness
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      And Bob chooses Apathy and Boredom
      Then the discard pile holds Apathy, Boredom and Self-Loathing
      And Alice has moods Malice

  @note:malice.7
  Rule: A second Malice can send the first one away, though no Malice sends itself

    Example: Alice's copy of Malice sends Bob's Malice to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Malice, Apathy and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Malice
      And Bob chooses Apathy and Boredom
      Then the discard pile holds Malice, Apathy and Boredom
      And Alice has moods Creativity
      And Creativity is a copy of Malice
