Feature: Anatomy of a card
  What is printed on a card and what it means for play: the frame's color, the value die
  in the top right corner and the secondary dice in the lower left corner. The name, art,
  reminder icon, edition symbol, collector number, artist and rarity do not change how a
  card plays (see the coverage page's informational paragraphs).

  @note:rules.anatomy-of-a-card.2
  Rule: A card's frame shows its color, and there are five: white, blue, black, red and green

    Example: a card of each color
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Complacency, Indifference, Apathy, Boredom and Laziness
      Then Complacency is white
      And Indifference is blue
      And Apathy is black
      And Boredom is red
      And Laziness is green

  @note:rules.anatomy-of-a-card.4
  Rule: A white value die never changes by itself; a black one can, so check it when scoring

    Example: the same moods arrive; Loyalty's black die changes and Complacency's white die does not
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty and Complacency
      And Alice has moods Laziness
      And Alice has Indifference in hand
      Then Loyalty has a black die
      And Complacency has a white die
      And Loyalty's value is 3
      When Alice plays Indifference
      Then Loyalty's value is 6
      And Complacency's value is 4

  @note:rules.anatomy-of-a-card.7
  Rule: A card with two possible values shows the second in its lower left corner, and is worth it when turned
    Patience is worth 5, but 1 in the round it is played.

    Example: Patience is worth 1 in its first round and 5 afterwards
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Patience in hand
      When Alice plays Patience
      Then Patience's value is 1
      When Alice passes
      And Bob passes
      Then Alice scored 1
      And Patience's value is 5
