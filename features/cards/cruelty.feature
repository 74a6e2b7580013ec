@card:cruelty
Feature: Cruelty
  Black, uncommon, value 3. Its player chooses any number of opponents who have two or
  more moods; each of them loses a random one of their moods to the discard pile.

  @note:cruelty.1
  Rule: An opponent with fewer than two moods can't be chosen

    Example: Bob has one mood, Carol two
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Bob has moods Boredom
      And Carol has moods Laziness and Charity
      When Alice plays Cruelty
      Then Alice may choose Carol
      And Alice cannot choose Bob

  @note:cruelty.2
  Rule: Only opponents can be chosen: not Cruelty's player, and not a teammate

    Example: Alice can't choose herself
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Alice has moods Boredom and Apathy
      And Bob has moods Laziness and Charity
      And Carol has moods Glee and Hate
      When Alice plays Cruelty
      Then Alice may choose each of Bob and Carol
      And Alice cannot choose Alice

    Example: in a team game, Alice can't choose her teammate
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Carol has moods Boredom and Apathy
      And Bob has moods Laziness and Charity
      And Dave has moods Glee and Hate
      When Alice plays Cruelty
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol

  @note:cruelty.3
  Rule: Choosing no opponent is allowed

    Example: nobody loses a mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Bob has moods Laziness and Charity
      When Alice plays Cruelty
      And Alice chooses nothing
      Then Bob has moods Laziness and Charity

  @note:cruelty.4
  Rule: The mood is picked at random, not by anyone
    Any fair way of picking will do at the table; the engine asks its chance player.

    Example: the random pick decides which of Bob's moods goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Bob has moods Laziness and Charity
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Charity
      Then the discard pile holds Charity
      And Bob has moods Laziness

    Example: each chosen opponent loses one
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Cruelty in hand
      And Bob has moods Laziness and Charity
      And Carol has moods Boredom and Apathy
      When Alice plays Cruelty
      And Alice chooses Bob and Carol
      And the random pick is Laziness
      And the random pick is Apathy
      Then the discard pile holds Laziness and Apathy

  @note:cruelty.5
  Rule: Any mood an opponent has can be picked, even one they only hold for the round

    Example: the Boredom Bob took from Alice with Recklessness can be picked
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob went first this round
      And Alice has Cruelty in hand
      And Alice has moods Boredom
      And Bob played Recklessness this round, choosing Boredom
      Then Boredom is one of Bob's moods
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is in the discard pile
