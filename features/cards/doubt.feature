@card:doubt
Feature: Doubt
  Blue, uncommon, value 2. Its player may reveal any number of cards from their hand, put
  them under the deck and draw as many. During the next round, nobody can play a mood
  that shares a color with a revealed card.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:doubt.1
  Rule: Revealing is optional, and revealing nothing bans nothing

    Example: Alice reveals nothing and keeps her hand
      Given Alice has Doubt and Boredom in hand
      When Alice plays Doubt
      And Alice chooses nothing
      Then Alice's hand holds Boredom
      And Alice revealed no card

    Example: next round, every color may be played
      Given Alice has Boredom in hand
      And Alice played Doubt last round, choosing nothing
      Then Alice may play Boredom

  @note:doubt.2
  Rule: In traditional play, with the deck empty, the cards drawn are the ones just put under it
    In traditional play every player draws from the one shared deck. In a duel a card
    always goes under its owner's deck and a player always draws from their own
    (variants.duel-play.4): the card comes back only to a drawer who owns it, and a drawer
    whose own deck is empty draws nothing (variants.duel-play.9). The Duel play page shows
    this for every card that puts a card under the deck and draws.

    Example: Alice draws her Boredom and Laziness back
      Given Alice has Doubt, Boredom and Laziness in hand
      When Alice plays Doubt
      And Alice chooses Boredom and Laziness
      Then Alice's hand holds Boredom and Laziness
      And there are 0 cards in the deck

  @note:doubt.3
  Rule: The revealed cards are shown to every player

    Example: Alice shows Boredom, puts it under the deck and draws Joy
      Given Alice has Doubt, Boredom and Laziness in hand
      And the deck holds Joy (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      Then Boredom was revealed to every player by Alice
      And Alice's hand holds Laziness and Joy
      And Boredom is at the bottom of the deck

  @note:doubt.4
  Rule: The ban starts with the next round; later turns of this round are free of it

    Example: Bob may still play red this round, not the next
      Given Alice has Doubt and Boredom in hand
      And Bob has Excitement and Glee in hand
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice passes
      Then Bob may play Excitement
      When Bob plays Excitement
      And Bob passes
      Then Bob wins the round
      And it is Bob's turn
      And Bob cannot play Glee because red moods can't be played this round (doubt.text)

    Example: the ban is the color of the card revealed, not of the card drawn
      Given Alice has Doubt, Boredom and Anger in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      Then Alice's hand holds Anger and Joy
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice cannot play Anger because red moods can't be played this round (doubt.text)
      And Alice may play Joy

  @note:doubt.5
  Rule: The ban lasts for one round only

    Example: the round after the banned round, red may be played again
      Given Alice has Boredom and Excitement in hand
      And Alice played Doubt last round, choosing Boredom
      And Alice has moods Complacency
      Then Alice cannot play Boredom because red moods can't be played this round (doubt.text)
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice may play Boredom

  @note:doubt.6
  Rule: The ban applies to Doubt's own player too, from their next turn

    Example: Alice can't play the red card she revealed, next round
      Given Alice has Boredom and Laziness in hand
      And Alice played Doubt last round, choosing Boredom
      Then Alice cannot play Boredom because red moods can't be played this round (doubt.text)
      And Alice may play Laziness
