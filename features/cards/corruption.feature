@card:corruption
Feature: Corruption
  Black, rare, value 2. Its player may choose one: put up to two cards from the discard
  pile on the bottom of the deck and draw that many, or make the winner of this round win
  two rounds instead of one (losers still draw one card each).

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Corruption in hand

  @note:corruption.1
  Rule: In traditional play, with the deck empty, the cards drawn are the ones just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Alice puts Boredom and Laziness under an empty deck and draws them back
      Given the discard pile holds Boredom, Laziness and Apathy
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Boredom and Laziness
      Then Alice's hand holds Boredom and Laziness
      And the discard pile holds Apathy

    Example: with cards in the deck, Alice draws from the top
      Given the discard pile holds Boredom
      And the deck holds Joy (top first)
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Boredom
      Then Alice's hand holds Joy
      And the deck holds Boredom (top first)

  @note:corruption.2
  Rule: Whoever wins the round gets the two wins, whoever played Corruption

    Example: Bob wins the round and gets two wins; Alice, who lost, draws one card
      Given Bob has moods Boredom
      And the deck holds Joy and Fear (top first)
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And the round is scored
      Then Bob wins the round
      And Bob has won 2 rounds
      And Alice has won 0 rounds
      And Alice's hand holds Joy

  @note:corruption.3
  Rule: Two wins can end the game, even with more than three wins in all

    Example: Bob had two wins and ends with four
      Given Bob has won 2 rounds
      And Bob has moods Boredom
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And the round is scored
      Then Bob wins the game
      And Bob has won 4 rounds

  @note:corruption.4
  Rule: Without scoring (Awe) nobody wins the round, so nobody gets the two wins
    The two wins belong to the round Corruption was played in; the next round is won once.

    Example: Bob plays Awe after Corruption
      Given Bob has Awe in hand
      And Alice has moods Boredom
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice passes
      And Bob plays Awe
      And Bob chooses Alice
      And Bob passes
      Then Alice has won 0 rounds
      And Bob has won 0 rounds
      And Alice goes first
      When the round is scored
      Then Alice wins the round
      And Alice has won 1 round

  @source:community-2026-12-01
  Rule: Corruption's player may choose neither effect but not both, and puts at most two cards under the deck
    A players' question settled by the card's text (corruption.text): its player "may choose
    one" of the two effects, so choosing neither is allowed and choosing both is not, and the
    first effect moves "up to two" cards, never three.

    Example: Alice chooses neither effect, and Bob's win counts once
      Given Bob has moods Boredom
      And the discard pile holds Laziness
      And the deck holds Joy and Fear (top first)
      When Alice plays Corruption
      Then Alice may choose nothing
      And Alice cannot choose put up to two cards from the discard pile under the deck, then draw as many and the round's winner wins two rounds together (corruption.text)
      When Alice chooses nothing
      And the round is scored
      Then Bob wins the round
      And Bob has won 1 round
      And the discard pile holds Laziness
      And Alice's hand holds Joy

    Example: Alice cannot put three cards under the deck
      Given the discard pile holds Boredom, Laziness and Apathy
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      Then Alice cannot choose Boredom, Laziness and Apathy together (corruption.text)
      When Alice chooses Boredom and Laziness
      Then the discard pile holds Apathy
