@card:intimidation
Feature: Intimidation
  Black, rare, value 1. Its player may choose another player, who reveals a card from
  their hand and puts it into Intimidation's player's hand; that card may be played as an
  additional mood this turn.

  @note:intimidation.1
  Rule: Choosing a player is optional

    Example: Alice chooses nobody
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Bob has Joy in hand
      When Alice plays Intimidation
      And Alice chooses nothing
      Then Joy is in Bob's hand
      And Alice may not play another mood

  @note:intimidation.2
  Rule: The card given is revealed to every player

    Example: Bob reveals Joy and it goes to Alice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Bob has Joy and Boredom in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      Then Bob may choose each of Joy and Boredom
      When Bob chooses Joy
      Then Joy was revealed to every player by Bob
      And Joy is in Alice's hand
      And Bob sees Joy in Alice's hand

  @note:intimidation.3
  Rule: In a team game, Intimidation's player may choose a teammate

    Example: Alice takes a card from her teammate Carol
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Carol has Boredom in hand
      When Alice plays Intimidation
      Then Alice may choose each of Bob, Carol and Dave
      And Alice cannot choose Alice
      When Alice chooses Carol
      Then Boredom is in Alice's hand
      And Alice may play Boredom

  @note:intimidation.4
  Rule: Playing the card taken is optional, and only that card is the additional mood

    Example: Alice keeps Boredom in hand and ends her turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation and Laziness in hand
      And Bob has Boredom in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      Then Alice cannot play Laziness because Intimidation's additional mood must be the card it gave (intimidation.text)
      When Alice passes
      Then Boredom is in Alice's hand
      And it is Bob's turn

  @note:intimidation.5
  Rule: The additional mood lasts the whole turn, and several additional moods come in any order

    Example: Alice plays Hurt Feelings' mood first, then the card she took
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has Intimidation and Laziness in hand
      And Bob has Boredom in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      And Alice plays Laziness
      And Alice plays Boredom
      Then Alice has moods Intimidation, Laziness and Boredom
      And Alice may not play another mood

  @source:community-2026-12-01
  Rule: A chosen player with no card in hand gives nothing, and no additional mood comes of it
    A players' question settled by the card's text (intimidation.text): the chosen player
    reveals a card "from their hand"; with none, nothing is revealed or given, and the
    additional mood is that card's alone (intimidation.4), so there is none.

    Example: Alice chooses Bob, whose hand is empty
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation and Laziness in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      Then Bob revealed no card
      And Alice's hand holds Laziness
      And Alice may not play another mood
