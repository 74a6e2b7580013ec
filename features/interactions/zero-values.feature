Feature: Moods worth 0
  Many moods are worth 0 by their own die. These rulings say what the cards that look at
  values make of them: a mood worth 0 is a mood with the value 0, for every card that names
  a number, compares two values, adds values up or asks for the highest one.

  @source:community-2026-12-04 @card:idealism @card:rebellion @card:grief @card:nostalgia @card:rejection @card:fickleness @card:denial @card:malice @card:spite @card:bitterness @card:anxiety @card:fury @card:anger @card:disorientation
  Rule: A mood worth 0 has the value 0 for every card that reads values: it matches a chosen 0, is even and not odd, has the same value as any other 0, adds nothing to a total, and is a highest value when nothing is worth more
    A players' question, settled by the rules. The dice stand for values from 0 up
    (glossary.0-1-2-3-4-5-6), and a mood's value is what it is worth now (rejection.3). So a
    mood worth 0 is chosen by a card that names 0 (rebellion.text, disorientation.text); 0 is even (spite.text,
    glossary.even-value) and is not among the odd values (glossary.odd-value); two moods
    worth 0 have the same value whatever their colors (glossary.have-the-same-value); a 0
    adds nothing to a total, so it goes along for free (glossary.total-value-number); and
    when all of a player's moods are worth 0, each of them is one of their highest, and the
    player picks among them (fury.2). A mood taken away this way takes its "While in play"
    ability with it: Idealism gone, the moods it raised fall back to their own value
    (idealism.4).

    Example: Rebellion names 0 and sends Idealism away, and Loyalty falls back to 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Idealism and Loyalty
      And Alice has Rebellion in hand
      Then Loyalty's value is 6
      When Alice plays Rebellion
      And Alice chooses 0
      Then Idealism is in the discard pile
      And Loyalty's value is 3

    Example: Grief and Nostalgia, black and green, are both worth 0: Rejection sends them away for having the same value
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Grief, Nostalgia and Boredom
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Grief and Nostalgia
      Then the discard pile holds Grief and Nostalgia
      And Bob has moods Boredom

    Example: Rejection and Fickleness, black and blue, are both worth 0: Denial puts them back into Bob's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Rejection, Fickleness and Boredom
      And Alice has Denial in hand
      When Alice plays Denial
      And Alice chooses Rejection and Fickleness
      Then Bob's hand holds Rejection and Fickleness
      And Bob has moods Boredom

    Example: Disorientation names 0 and puts Bob's Malice back into his hand, leaving his Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Malice and Boredom
      And Alice has Disorientation in hand
      When Alice plays Disorientation
      And Alice chooses 0
      Then Malice is in Bob's hand
      And Bob has moods Boredom

    Example: Malice, worth 0, is even: Spite may send it away
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Malice and Generosity
      And Alice has Spite in hand
      When Alice plays Spite
      And Alice chooses Bob
      Then Alice may choose each of Malice and Generosity
      When Alice chooses Malice
      Then Malice is in the discard pile
      And Bob has moods Generosity

    Example: Bitterness, worth 0, is not odd: Anxiety cannot put it back into Bob's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bitterness, Joy and Courage
      And Alice has Anxiety in hand
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Alice may choose each of Joy and Courage
      And Alice cannot choose Bitterness
      When Alice chooses Joy
      Then Joy is in Bob's hand
      And Bob has moods Bitterness and Courage

    Example: Bob's Bitterness and Grief are both worth 0, so both are his highest: Fury lets him pick which one goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bitterness and Grief
      And Alice has Fury in hand
      When Alice plays Fury
      Then Bob may choose each of Bitterness and Grief
      When Bob chooses Grief
      Then Grief is in the discard pile
      And Bob has moods Bitterness

    Example: Nostalgia, worth 0, goes with Anger for free beside moods worth 4 and 1
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Nostalgia, Boredom and Courage
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Nostalgia, Boredom and Courage
      Then the discard pile holds Nostalgia, Boredom and Courage
      And Bob has no moods
