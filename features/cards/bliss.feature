@card:bliss
Feature: Bliss
  Green, mythic rare, value 2. To play it, its player discards a card from their hand;
  while it is in play, each of their moods that shares a color with that card scores two
  extra times.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:bliss.1
  Rule: Without another card in hand, Bliss can't be played

    Example: Bliss alone in hand
      Given Alice has Bliss in hand
      Then Alice cannot play Bliss because Alice must discard a card from their hand (bliss.text)

    Example: the cost is paid before Bliss is in play
      Given Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      Then Zeal is in the discard pile
      And Bliss is one of Alice's moods

    Example: with two other cards in hand, one is discarded, not both
      Given Alice has Bliss, Zeal and Joy in hand
      When Alice plays Bliss
      Then Alice cannot choose Zeal and Joy together (bliss.text)
      When Alice chooses Zeal
      Then Zeal is in the discard pile
      And Alice's hand holds Joy

  @note:bliss.2
  Rule: Bliss itself stays worth 2; it is the other moods that score more

    Example: a red Boredom scores three times, Bliss once
      Given Alice has moods Boredom and Charity
      And Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      Then Bliss's value is 2
      And Boredom's value is 4
      And Alice's score is 15

  @note:bliss.3
  Rule: If the discarded card is green, Bliss scores two extra times itself

    Example: a green discard makes Bliss and Joy score three times
      Given Alice has moods Joy and Boredom
      And Alice has Bliss and Laziness in hand
      When Alice plays Bliss
      Then Alice's score is 19

  @note:bliss.4
  Rule: The extra scoring is not a choice
    The engine asks nothing at scoring: the extra scores are simply added.

    Example: Alice scores Boredom three times without being asked
      Given Alice has moods Boredom
      And Bob has moods Generosity and Charity
      And Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      And the round is scored
      Then Alice scored 14
      And Alice wins the round

  @note:bliss.5
  Rule: Extra scorings add up: two Blisses make four extra times, and Enthusiasm adds its own
    A Creativity copying Bliss pays Bliss's cost and remembers its own discarded card.

    Example: Bliss and a copy of Bliss, both red, score Boredom five times
      Given Alice has moods Boredom
      And Alice has Zeal and Fear in hand
      And Alice played Bliss, choosing Zeal
      And Alice has Creativity and Thrill in hand
      When Alice plays Creativity
      And Alice chooses Bliss
      And Alice chooses Thrill
      Then Thrill is in the discard pile
      And Alice's score is 24

    Example: Bliss and Enthusiasm on the same mood
      Given Alice has moods Boredom and Enthusiasm
      And Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      And the round is scored
      And Alice answers Enthusiasm: Boredom
      Then Alice scored 18

  @note:bliss.6
  Rule: Bliss remembers the discarded card's color, wherever that card goes afterwards

    Example: Zeal leaves the discard pile and Bliss still counts red
      Given Alice has moods Boredom
      And Alice has Zeal and Fear in hand
      And Alice played Bliss, choosing Zeal
      And Bob has Nostalgia in hand
      And it is Bob's turn
      When Bob plays Nostalgia
      And Bob chooses Zeal
      Then Zeal is in Bob's hand
      And Alice's score is 14

    Example: Bliss remembers red when Zeal pays its cost
      Given Alice has Bliss and Zeal in hand
      When Alice plays Bliss
      Then Bliss remembers red
