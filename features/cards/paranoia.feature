@card:paranoia
Feature: Paranoia
  Black, uncommon, value 2. Its player may choose a player with a card in hand; that
  player puts a random card from their hand, revealed, on the bottom of the deck, and
  Paranoia's player draws a card.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Paranoia in hand

  @note:paranoia.1
  Rule: The effect is optional, and only a player with a card in hand can be chosen

    Example: Alice chooses nobody
      Given Bob has Joy in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      Then Alice may choose Bob
      And Alice cannot choose Carol
      When Alice chooses nothing
      Then Joy is in Bob's hand
      And Alice has no cards in hand

    Example: Alice chooses one player, not two
      Given Bob has Joy in hand
      And Carol has Fear in hand
      When Alice plays Paranoia
      Then Alice may choose each of Bob and Carol
      And Alice cannot choose Bob and Carol together (paranoia.text)

  @note:paranoia.2
  Rule: The card is revealed to every player

    Example: Bob's Joy is revealed and goes under the deck
      Given Bob has Joy in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Bob
      Then Joy was revealed to every player
      And Joy is at the bottom of the deck
      And Alice sees Joy in the deck
      And Bob knows 1 of the cards in the deck
      And Fear is in Alice's hand

    Example: Bob reveals Boredom, picked from two cards, and every player follows it under the deck
      Given Bob has Joy and Boredom in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom was revealed to every player by Bob
      And Boredom is at the bottom of the deck
      And Alice sees Boredom in the deck
      And Carol sees Boredom in the deck

  @note:paranoia.3
  Rule: In traditional play, with the deck empty, Paranoia's player draws the card just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: the deck holds no card, so Alice draws the Joy Bob has just put under it
      Given Bob has Joy in hand
      Then there are 0 cards in the deck
      When Alice plays Paranoia
      And Alice chooses Bob
      Then Joy was revealed to every player by Bob
      And Joy is in Alice's hand
      And Bob has no cards in hand
      And there are 0 cards in the deck

    Example: with a card in the deck, Alice draws that card, and Bob's Joy stays under it
      Given Bob has Joy in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Bob
      Then Fear is in Alice's hand
      And the deck holds Joy (top first)

  @note:paranoia.4
  Rule: The card is picked at random, not by anyone
    Any fair way of picking will do at the table; the engine asks its chance player.

    Example: the random pick decides which of Bob's cards goes
      Given Bob has Joy and Boredom in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is at the bottom of the deck
      And Joy is in Bob's hand
      And Fear is in Alice's hand

    Example: the pick is made unseen in Bob's hand: only he is told which card it took, the others see it when it is revealed
      Given Bob has Joy and Boredom in hand
      When Alice plays Paranoia
      And Alice chooses Bob
      And the random pick is Boredom
      Then Bob is told which card the random pick chose
      And Alice is not told which card the random pick chose
      And Carol is not told which card the random pick chose
      And Boredom was revealed to every player by Bob

    Example: one card goes, never two
      Given Bob has Joy and Boredom in hand
      When Alice plays Paranoia
      And Alice chooses Bob
      Then the random pick for Paranoia cannot be Joy and Boredom together

  @source:reference-2026-11-30
  Rule: Paranoia's player may choose themselves
    The reference's own ruling: no note says whether "a player" includes Paranoia's own.
    The card's text asks only for "a player with one or more cards in their hand"
    (paranoia.text); where a card means someone else it says so ("another player",
    compulsion.text and intimidation.text; "an opponent", sneakiness.text). The closest
    card is Curiosity, whose player may also choose "a player" who then reveals a random
    card from their hand (curiosity.text), and its note lets that player choose themselves
    (curiosity.2), as the vocabulary does for the cards that choose players
    (glossary.choose-any-number-of-players, glossary.choose-up-to-two-players). paranoia.1
    says only that the choice is optional. So Paranoia's player may choose themselves: a
    random card of their own goes, revealed, under the deck, and they draw.

    The other reading takes "a player" to mean another one, since the card is aimed at
    someone else's hand. The example fails under that reading: Alice could not choose Alice.

    Example: Alice chooses herself: her Joy goes under the deck and she draws Fear
      Given Alice has Joy in hand
      And Bob has Boredom in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      Then Alice may choose each of Alice and Bob
      When Alice chooses Alice
      Then Joy was revealed to every player
      And Joy is at the bottom of the deck
      And Alice's hand holds Fear
      And Bob's hand holds Boredom

    Example: Alice chooses herself and the random pick takes her Hate; her Joy stays
      Given Alice has Joy and Hate in hand
      And the deck holds Fear (top first)
      When Alice plays Paranoia
      And Alice chooses Alice
      And the random pick is Hate
      Then Hate was revealed to every player by Alice
      And Hate is at the bottom of the deck
      And Alice's hand holds Joy and Fear
