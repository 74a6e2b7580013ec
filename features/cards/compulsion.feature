@card:compulsion
Feature: Compulsion
  Red, common, value 3. Its player must choose another player, who must give them a card
  of their choice from their hand.

  @note:compulsion.1
  Rule: A player with no cards in hand gives nothing

    Example: Bob's hand is empty
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Compulsion in hand
      When Alice plays Compulsion
      Then Alice has no cards in hand
      And Alice has moods Compulsion

  @note:compulsion.2
  Rule: Choosing a player is not optional, but it may be one with nothing to give
    The chosen player chooses which card to give, and must give one if they can.

    Example: Alice must choose, and may choose Bob whose hand is empty
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Carol has Joy and Fear in hand
      And Alice has Compulsion in hand
      When Alice plays Compulsion
      Then Alice may choose each of Bob and Carol
      And Alice cannot choose nothing (compulsion.text)
      When Alice chooses Bob
      Then Alice has no cards in hand
      And Carol's hand holds Joy and Fear

    Example: Carol must give one of her cards, and picks which
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Carol has Joy and Fear in hand
      And Alice has Compulsion in hand
      When Alice plays Compulsion
      And Alice chooses Carol
      Then Carol cannot choose nothing (compulsion.text)
      And Carol cannot choose Joy and Fear together (compulsion.text)
      And Carol may choose Carol's Fear
      When Carol chooses Fear
      Then Alice's hand holds Fear
      And Carol's hand holds Joy

  @note:compulsion.3
  Rule: In a team game, the chosen player may be a teammate

    Example: Carol, Alice's teammate, gives her a card
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has Joy in hand
      And Alice has Compulsion in hand
      When Alice plays Compulsion
      Then Alice may choose each of Bob, Carol and Dave
      When Alice chooses Carol
      Then Alice's hand holds Joy

  @note:compulsion.4
  Rule: A card received may be played at once with an additional mood

    Example: with Hurt Feelings, Alice plays the Boredom Bob gave her
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Bob has Boredom in hand
      And Alice has Compulsion in hand
      When Alice plays Compulsion
      And Alice chooses Bob
      And Alice plays Boredom
      Then Alice has moods Compulsion and Boredom
