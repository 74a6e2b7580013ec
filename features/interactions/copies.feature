Feature: Moods played as copies
  Creativity may be played as a copy of any mood, taking on that card's dice, color and
  abilities. These rulings say when it is still Creativity and when it is already the copy.

  @source:reference-2026-11-30 @card:creativity @card:kindness @card:eagerness @card:courage @card:boredom
  Rule: A condition on an additional mood reads the card before it is played: a Creativity is a blue 0, whatever it will copy
    The reference's own ruling, for every additional mood with a condition on the card
    (Kindness's and Friendliness's dice, Benevolence's and Eagerness's colors, Grace's). The
    condition says whether the card may be played, so it is read before the card is put into
    play (rules.taking-a-turn.7), while it is still the card in hand or in the discard pile:
    such a card keeps its own color (benevolence.3, grace.4) and its own dice
    (validation.3: the dice of a card in hand never change). Creativity becomes a copy as it
    is played (creativity.text), so until then it is a blue card with a 0 (creativity.1).
    Once in play it is the copy: Scorn, which looks at the mood in play, sees the copy's
    color, while Validation, which reads the die printed on the card played, sees
    Creativity's 0 (see "Moods that react to a play").

    A careful reader might judge the card as what it will be played as. The examples fail
    under that reading: Kindness would let Creativity in as a copy of Courage, and Eagerness
    would refuse it as a copy of a red mood.

    Example: Kindness's additional mood can't be a Creativity, even to copy Courage's 1
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Courage
      And Alice has Kindness and Creativity in hand
      When Alice plays Kindness
      Then Alice cannot play Creativity because must have [1], [3], [5] in its top right corner (kindness.text)

    Example: Eagerness's additional mood may be a Creativity, blue like Alice's mood, played as a red Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Indifference
      And Bob has moods Boredom
      And Alice has Eagerness and Creativity in hand
      When Alice plays Eagerness
      And Alice plays Creativity
      And Alice chooses Boredom
      Then Alice has moods Indifference, Eagerness and Creativity
      And Creativity's value is 4

  @source:reference-2026-11-30 @card:duplicity @card:creativity @card:hate
  Rule: Each Duplicity gives its own additional time: with two, an effect may happen three times
    The reference's own ruling. Each Duplicity in play (one may be a Creativity copying it)
    has its own "While in play" ability, and each lets the effect happen "an additional
    time". validation.4 says the same of two Validations: each gives its own additional
    mood. So with two Duplicities the effect may happen up to three times, each Duplicity
    asking in turn, with new choices each time (duplicity.3).

    A careful reader might read "happen an additional time" as one second time, however many
    Duplicities there are. The examples fail under that reading.

    Example: with Duplicity and a copy of it, Hate sends three moods under the deck
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom, Laziness and Apathy
      And Alice played Creativity, choosing Duplicity then once only
      And Alice has Hate in hand
      And the deck holds Joy, Fear and Glee (top first)
      When Alice plays Hate
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Hate: Laziness
      And Alice answers Duplicity: again
      And Alice answers Hate: Apathy
      Then Bob has no moods
      And Alice's hand holds Joy, Fear and Glee

    Example: with two Duplicities, each asks in turn: Alice takes the first time and declines the second
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom, Laziness and Apathy
      And Alice played Creativity, choosing Duplicity then once only
      And Alice has Hate in hand
      And the deck holds Joy, Fear and Glee (top first)
      When Alice plays Hate
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Hate: Laziness
      Then Alice is to answer Duplicity
      When Alice answers Duplicity: once only
      Then Bob has moods Apathy
      And Alice's hand holds Joy and Fear
