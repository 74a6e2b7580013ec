@card:altruism
Feature: Altruism
  White, rare, value 3 (lower left 6 and 1). If the discard pile holds a card, Altruism
  turns to 7; then the pile is dealt out at random, one card per player starting on its
  player's left, and what is left goes under the deck in a random order.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:altruism.1
  Rule: With an empty discard pile, Altruism is a plain 3 that does nothing

    Example: nothing to deal out
      Given the deck holds Boredom (top first)
      And Alice has Altruism in hand
      When Alice plays Altruism
      Then Altruism's value is 3
      And the discard pile is empty
      And the deck holds Boredom (top first)
      And it is Alice's turn

  @note:altruism.2
  Rule: One card is enough: Altruism is worth 7 even if some players get nothing

    Example: one card for three players
      Given the discard pile holds Boredom
      And Alice has Altruism in hand
      When Alice plays Altruism
      Then Altruism's value is 7
      And Boredom is in Bob's hand
      And Alice has no cards in hand
      And Carol has no cards in hand

  @note:altruism.3
  Rule: The dealing starts with the player on the left of Altruism's player and goes clockwise

    Example: Carol plays it, so Alice gets the first card, then Bob, then Carol
      Given Carol went first this round
      And it is Carol's turn
      And the discard pile holds Fear, Hate and Joy
      And Carol has Altruism in hand
      When Carol plays Altruism
      And the random pick is Hate
      And the random pick is Joy
      Then Hate is in Alice's hand
      And Joy is in Bob's hand
      And Fear is in Carol's hand

  @note:altruism.4
  Rule: Whatever is not dealt goes under the deck in a random order, leaving the pile empty

    Example: five cards for three players: three are dealt and two go under the deck
      Given the deck holds Boredom (top first)
      And the discard pile holds Fear, Hate, Joy, Laziness and Apathy
      And Alice has Altruism in hand
      When Alice plays Altruism
      And the random pick is Fear
      And the random pick is Hate
      And the random pick is Joy
      And the random order is Laziness then Apathy
      Then Fear is in Bob's hand
      And Hate is in Carol's hand
      And Joy is in Alice's hand
      And the discard pile is empty
      And the deck holds Boredom, Laziness and Apathy (top first)
