Feature: Round structure
  A round is one turn for each player, starting with the first player and going clockwise.
  Only the player whose turn it is acts, though their moods may change anyone's. When
  everyone has had a turn, the round is scored.

  @note:rules.round-structure.1
  Rule: After the first player, turns go clockwise around the table

    Example: Bob goes first, then Carol, then Alice
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      When Bob passes
      Then it is Carol's turn
      When Carol passes
      Then it is Alice's turn

    Example: the order wraps around the table
      Given a game between Alice, Bob, Carol and Dave
      And it is Carol's turn
      When Carol passes
      And Dave passes
      Then it is Alice's turn
      When Alice passes
      Then it is Bob's turn

    Example: a game given no turn begins with the first player named, and goes on clockwise
      Given a game between Alice, Bob and Carol
      Then it is Alice's turn
      When Alice passes
      Then it is Bob's turn

  @note:rules.round-structure.1
  Rule: Nobody plays a card during another player's turn

    Example: Bob waits for his turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Boredom in hand
      Then Bob cannot play Boredom because never plays cards during another player's turn (rules.round-structure.1)
      When Alice passes
      Then Bob may play Boredom

    Example: nor does Bob pass while it is Alice's turn
      Given a game between Alice and Bob
      And it is Alice's turn
      Then Bob cannot pass because it is Alice's turn (rules.round-structure.1)
      And Alice is to answer the turn
      And Bob cannot answer anything because it is Alice's turn (rules.round-structure.1)
      When Alice passes
      Then it is Bob's turn
      And Alice cannot pass because it is Bob's turn, not Alice's (rules.round-structure.1)

  @note:rules.round-structure.1
  Rule: A choice a mood gives its player is answered by that player alone, under the mood's own text
    Only the player whose turn it is acts; another player who tries to answer the choice is
    refused, and the refusal names the text that gives the choice to its player.

    Example: Bob cannot answer the choice Alice's Anger gives her
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Anger in hand
      And Bob has moods Charity
      When Alice plays Anger
      Then Bob cannot answer anything because waiting for Alice (anger.text)
      When Alice chooses Charity
      Then the discard pile holds Charity

  @note:rules.round-structure.1
  Rule: The moods a player plays may act on other players' moods

    Example: Alice's Anger puts Bob's moods into the discard pile during her turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity and Laziness
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Charity and Laziness
      Then Bob has no moods
      And the discard pile holds Charity and Laziness

  @note:rules.round-structure.1
  Rule: Once every player has had a turn, the round is scored

    Example: the last player passes and the round is scored at once
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      And Alice has moods Boredom
      And Carol has moods Patience
      When Bob passes
      And Carol passes
      Then no round has been scored
      When Alice passes
      Then Carol scored 5
      And Alice scored 4
      And Bob scored 0
      And Carol wins the round
