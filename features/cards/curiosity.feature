@card:curiosity
Feature: Curiosity
  Blue, common, value 3. Its player may choose a player, who reveals a random card from
  their hand; if that card shares a color with any mood, Curiosity's value becomes 6.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Curiosity in hand

  @note:curiosity.1
  Rule: Choosing a player is optional

    Example: Alice chooses nobody
      Given Bob has Boredom in hand
      When Alice plays Curiosity
      And Alice chooses nothing
      Then Curiosity's value is 3
      And Bob revealed no card

  @note:curiosity.2
  Rule: Curiosity's player may choose themself

    Example: Alice reveals her own blue Fear; Curiosity is blue, so it becomes 6
      Given Alice has Fear and Boredom in hand
      When Alice plays Curiosity
      And Alice chooses Alice
      And the random pick is Fear
      Then Fear was revealed to every player
      And Curiosity's value is 6

  @note:curiosity.3
  Rule: The revealed card is shown to every player

    Example: Bob's Boredom is shown, and no mood is red
      Given Bob has Boredom and Laziness in hand
      And Bob has moods Complacency
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom was revealed to every player by Bob
      And Boredom is in Bob's hand
      And Alice sees Boredom in Bob's hand
      And Alice cannot see Laziness in Bob's hand
      And Curiosity's value is 3

  @note:curiosity.4
  Rule: A card in hand has its printed color, whatever Imagination says about moods

    Example: every mood is white, and a white card in hand matches
      Given Bob has Charity and Boredom in hand
      And Bob played Imagination, choosing white
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Charity
      Then Curiosity's value is 6

    Example: every mood is white, so a red card in hand matches nothing
      Given Bob has Charity and Boredom in hand
      And Bob has moods Excitement
      And Bob played Imagination, choosing white
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is red
      And Excitement is white
      And Curiosity's value is 3

  @source:reference-2026-11-30
  Rule: A revealed card stays known to every player for as long as it stays where it went
    The reference's own ruling. The notes say a revealed card is seen by every player
    (curiosity.3, doubt.3, intimidation.2, paranoia.2) and say no more about how long. The
    sources treat a card a player has seen as a card they go on knowing: in a duel a card
    that goes to a hand is marked and put in front of its player because both players know
    it, and the same note warns that with more players, cards moving between hands would
    teach players cards they should not know (variants.duel-play.8); Confusion's cards are
    passed face down so that they stay unknown (confusion.3). So once every player has seen
    a card, every player knows where it went (back into its hand, into another hand, under
    the deck) until it moves again unseen or the deck is shuffled. The same answer holds
    for every card that reveals.

    The other reading, that a reveal lasts a moment and the card is hidden again at once,
    would have players forget what the sources expect them to remember. The examples fail
    under it: each player knows the card only because it was revealed (it was not theirs,
    and they did not take it), and still knows it a turn later.

    Example: a turn later, Alice still sees the Boredom that Curiosity revealed
      Given Bob has Boredom and Laziness in hand
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Boredom
      And Alice passes
      Then it is Bob's turn
      And Alice sees Boredom in Bob's hand
      And Alice knows 1 of the cards in Bob's hand

    Example: a turn later, Bob still knows the Boredom that Alice's Doubt revealed and put under the deck
      Given Alice has Doubt and Boredom in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice passes
      Then it is Bob's turn
      And Bob sees Boredom in the deck
      And Bob knows 1 of the cards in the deck

  @source:community-2026-12-01
  Rule: A chosen player with no card in hand reveals nothing, and Curiosity stays at 3
    A players' question settled by the card's text (curiosity.text): the card revealed is a
    random card from the chosen player's hand; with none there, there is nothing to pick or
    to reveal, so nothing can share a color with a mood.

    Example: Alice chooses Bob, whose hand is empty
      Given Bob has moods Complacency
      When Alice plays Curiosity
      And Alice chooses Bob
      Then Bob revealed no card
      And Curiosity's value is 3
      And Alice may not play another mood

    Example: Alice chooses herself, and with Curiosity played her hand is empty
      Given Bob has moods Complacency
      And Bob has Charity in hand
      When Alice plays Curiosity
      Then Alice may choose Alice
      When Alice chooses Alice
      Then Alice revealed no card
      And Bob revealed no card
      And Curiosity's value is 3
