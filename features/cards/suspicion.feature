@card:suspicion
Feature: Suspicion
  Black, common, value 3. Its player chooses any number of players; each chosen player
  discards a card of their choice from their hand. Everyone chooses first, then the cards
  are revealed and discarded together.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Suspicion in hand

  @note:suspicion.1
  Rule: Suspicion's player may choose themselves

    Example: Alice discards her own Hate
      Given Alice has Hate and Joy in hand
      When Alice plays Suspicion
      And Alice chooses Alice
      And Alice chooses Hate
      Then the discard pile holds Hate
      And Alice's hand holds Joy

  @note:suspicion.2
  Rule: Suspicion's player may choose nobody

    Example: nobody discards
      Given Bob has Joy in hand
      When Alice plays Suspicion
      And Alice chooses nothing
      Then Joy is in Bob's hand
      And the discard pile is empty

  @note:suspicion.3
  Rule: Discarded cards are revealed, but only after every chosen player has chosen

    Example: Bob's choice stays in his hand while Carol chooses
      Given Bob has Joy and Boredom in hand
      And Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Bob and Carol
      And Bob chooses Joy
      Then Joy is in Bob's hand
      And Carol may choose each of Fear and Laziness
      When Carol chooses Fear
      Then Joy was revealed to every player by Bob
      And Fear was revealed to every player by Carol
      And the discard pile holds Joy and Fear

    Example: until the cards are revealed, only Bob is told which card he chose
      Given Bob has Joy and Boredom in hand
      And Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Bob and Carol
      And Bob chooses Joy
      Then Carol is not told which card Bob chose
      And Alice is not told which card Bob chose
      And Bob is told which card Bob chose
      And Carol may choose each of Fear and Laziness

    Example: Bob's card is shown to nobody while Carol chooses, and to everyone once she has
      Given Bob has Joy and Boredom in hand
      And Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Bob and Carol
      And Bob chooses Joy
      Then Carol is to answer Suspicion
      And Bob revealed no card
      And Carol cannot see Joy in Bob's hand
      And Alice cannot see Joy in Bob's hand
      When Carol chooses Fear
      Then Joy was revealed to every player by Bob
      And Fear was revealed to every player by Carol

  @note:suspicion.4
  Rule: Everyone's discards are revealed at the same time

    Example: Alice, Bob and Carol all choose before any card is discarded
      Given Alice has Hate and Apathy in hand
      And Bob has Joy and Boredom in hand
      And Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Alice, Bob and Carol
      And Alice chooses Hate
      And Bob chooses Joy
      Then Hate is in Alice's hand
      And Joy is in Bob's hand
      And the discard pile is empty
      When Carol chooses Laziness
      Then the discard pile holds Hate, Joy and Laziness

    Example: Carol, the last to choose, has seen neither Alice's card nor Bob's
      Given Alice has Hate and Apathy in hand
      And Bob has Joy and Boredom in hand
      And Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Alice, Bob and Carol
      And Alice chooses Hate
      And Bob chooses Joy
      Then Carol is to answer Suspicion
      And Alice revealed no card
      And Bob revealed no card
      And Carol cannot see Hate in Alice's hand
      And Carol cannot see Joy in Bob's hand
      And Bob cannot see Hate in Alice's hand
      When Carol chooses Laziness
      Then Hate was revealed to every player by Alice
      And Joy was revealed to every player by Bob
      And Laziness was revealed to every player by Carol

  @source:community-2026-12-01
  Rule: A chosen player with no card in hand discards nothing, and the others still discard
    A players' question settled by the card's text (suspicion.text): each chosen player
    discards a card from their hand; a player whose hand is empty has none to discard, and
    that takes nothing from the other chosen players.

    Example: Bob's hand is empty, and Carol still discards
      Given Carol has Fear and Laziness in hand
      When Alice plays Suspicion
      And Alice chooses Bob and Carol
      Then Carol is to answer Suspicion
      And Carol cannot choose nothing (suspicion.text)
      When Carol chooses Fear
      Then the discard pile holds Fear
      And Bob has no cards in hand
      And Carol's hand holds Laziness
