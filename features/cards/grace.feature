@card:grace
Feature: Grace
  Green, rare, value 0. While it is in play, during each of its player's turns (the turn
  it is played included), they may play an additional mood from the discard pile, if it
  shares a color with one of their moods.

  @note:grace.1
  Rule: A mood played from the discard pile is played as from the hand, with its effects
    Cheer, played from the discard pile, still lets Alice discard a card from her hand.

    Example: Cheer from the discard pile turns to 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Boredom and Laziness in hand
      And the discard pile holds Cheer
      When Alice plays Boredom
      And Alice plays Cheer from the discard pile
      And Alice chooses Laziness
      Then Cheer's value is 5
      And Laziness is in the discard pile

    Example: the turn Grace is played, it already lets Alice play from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Grace in hand
      And the discard pile holds Joy
      When Alice plays Grace
      And Alice plays Joy from the discard pile
      Then Alice has moods Grace and Joy

  @note:grace.2
  Rule: Any mood in the discard pile will do, whoever played it before

    Example: Bob's Joy, put into the discard pile by Alice's Anger, becomes Alice's mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Bob has moods Joy
      And Alice played Anger, choosing Joy
      And Alice has Boredom in hand
      When Alice plays Boredom
      And Alice plays Joy from the discard pile
      Then Joy is one of Alice's moods

  @note:grace.3
  Rule: A mood played from the discard pile that gives an additional mood gives one from the hand
    Unless something else, such as Melancholy, lets its player play from the discard pile.

    Example: Charity from the discard pile gives a mood from the hand only
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace and Complacency
      And Alice has Boredom and Laziness in hand
      And the discard pile holds Charity and Joy
      When Alice plays Boredom
      And Alice plays Charity from the discard pile
      Then Alice cannot play Joy from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)
      And Alice may play Laziness

    Example: with Melancholy, Charity's additional mood may come from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace, Complacency and Melancholy
      And Alice has Boredom in hand
      And the discard pile holds Charity and Joy
      When Alice plays Boredom
      And Alice plays Charity from the discard pile
      And Alice plays Joy from the discard pile
      Then Alice has moods Grace, Complacency, Melancholy, Boredom, Charity and Joy

  @note:grace.4 @note:grace.9
  Rule: Imagination recolors moods, never cards in the discard pile
    With Imagination naming white, Alice's moods are all white: a white card in the
    discard pile shares their color, a green one does not, though Grace's printed color is
    green. Once played, a mood takes Imagination's color like every other.

    Example: under a white Imagination, Charity may come back but Joy may not
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Bob played Imagination, choosing white
      And Alice has Boredom in hand
      And the discard pile holds Charity and Joy
      When Alice plays Boredom
      Then Joy is green
      And Alice cannot play Joy from the discard pile because Grace's additional mood must share a color (grace.text)
      And Alice may play Charity from the discard pile

    Example: a blue Imagination lets only blue cards back
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Bob played Imagination, choosing blue
      And Alice has Boredom in hand
      And the discard pile holds Indifference and Laziness
      When Alice plays Boredom
      And Alice plays Indifference from the discard pile
      Then Indifference is one of Alice's moods

  @note:grace.5
  Rule: Playing from the discard pile is optional

    Example: Alice ends her turn with Joy left in the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Boredom
      Then Alice may play Joy from the discard pile
      And Bob cannot play Joy from the discard pile because it is Alice's turn (rules.round-structure.1)
      When Alice passes
      Then it is Bob's turn
      And Joy is in the discard pile

  @note:grace.6
  Rule: Grace's mood must come from the discard pile and share a color with one of its player's moods

    Example: Grace gives no second mood from the hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Boredom and Laziness in hand
      When Alice plays Boredom
      Then Alice cannot play Laziness because Grace only lets Alice play a mood from the discard pile (grace.text)

    Example: a red card doesn't match Alice's green moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace and Joy
      And Alice has Laziness in hand
      And the discard pile holds Zeal
      When Alice plays Laziness
      Then Alice cannot play Zeal from the discard pile because Grace's additional mood must share a color (grace.text)

  @note:grace.7
  Rule: With an empty discard pile, or none of its colors among Alice's moods, there is nothing to play

    Example: the discard pile is empty
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Laziness and Zeal in hand
      When Alice plays Laziness
      Then Alice has nothing left to play

    Example: only red and black cards in the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Laziness and Zeal in hand
      And the discard pile holds Boredom and Hate
      When Alice plays Laziness
      Then Alice has nothing left to play

  @note:grace.8
  Rule: The additional moods may come at any time in the turn, and in any order

    Example: Eagerness first, then Grace's mood, then Eagerness's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Eagerness and Laziness in hand
      And the discard pile holds Joy
      When Alice plays Eagerness
      And Alice plays Joy from the discard pile
      And Alice plays Laziness
      Then Alice has moods Grace, Eagerness, Joy and Laziness

    Example: Eagerness's mood first, then Grace's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Eagerness and Laziness in hand
      And the discard pile holds Joy
      When Alice plays Eagerness
      And Alice plays Laziness
      And Alice plays Joy from the discard pile
      Then Alice has moods Grace, Eagerness, Joy and Laziness

  @note:grace.10
  Rule: In a team game only Alice's own moods count, not her teammate's

    Example: Carol's red mood does not let Alice take back a red card
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Grace
      And Carol has moods Boredom
      And Alice has Laziness in hand
      And the discard pile holds Zeal
      When Alice plays Laziness
      Then Alice cannot play Zeal from the discard pile because Grace's additional mood must share a color (grace.text)
