@card:angst
Feature: Angst
  Black, uncommon, value 3. Its player may put one of their blue or red moods into the
  discard pile; if they do, they may play an additional mood this turn from the discard
  pile, the card just discarded included.

  @note:angst.1
  Rule: The effect is optional; without it there is no additional mood

    Example: Alice keeps her Boredom in play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And the discard pile holds Laziness
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses nothing
      Then Alice has moods Boredom and Angst
      And Alice may not play another mood

    Example: Alice discards Boredom and plays it again from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Boredom
      Then Boredom is in the discard pile
      When Alice plays Boredom from the discard pile
      Then Alice has moods Boredom and Angst

  @note:angst.2
  Rule: A mood played from the discard pile is played as from the hand, costs included

    Example: Envy played from the discard pile costs one of Alice's moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Bob has moods Apathy and Complacency
      And the discard pile holds Envy
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Boredom
      And Alice plays Envy from the discard pile
      Then Alice may choose each of Laziness and Angst
      When Alice chooses Laziness
      Then the discard pile holds Boredom and Laziness
      And Envy's value is 4

  @note:angst.3
  Rule: Any card in the discard pile may be played, whoever played it before

    Example: Alice plays the Boredom that Bob had
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice played Anger last round, choosing Boredom
      And Alice has moods Indifference
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Indifference
      And Alice plays Boredom from the discard pile
      Then Boredom is one of Alice's moods

  @note:angst.4
  Rule: A mood played from the discard pile that gives an additional mood gives one from the hand only

    Example: Charity from the discard pile lets Alice play from her hand, not from the pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And the discard pile holds Charity
      And Alice has Angst and Laziness in hand
      When Alice plays Angst
      And Alice chooses Boredom
      And Alice plays Charity from the discard pile
      Then Alice cannot play Boredom from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)
      And Alice may play Laziness

  @note:angst.5
  Rule: A card in the discard pile is its printed color; Imagination colors it only once it is in play

    Example: under a red Imagination, Laziness is green in the discard pile and red again in play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob played Imagination, choosing red
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Laziness
      Then Laziness is green
      When Alice plays Laziness from the discard pile
      Then Laziness is red

  @note:angst.6
  Rule: Only moods that are blue or red now count: Imagination can make them another color

    Example: under a white Imagination, Alice's Boredom can't be discarded
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob played Imagination, choosing white
      And Alice has Angst in hand
      When Alice plays Angst
      Then Alice has moods Boredom and Angst
      And Alice may not play another mood

    Example: under a blue Imagination, Alice's Laziness can be discarded
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness and Apathy
      And Bob played Imagination, choosing blue
      And Alice has Angst in hand
      When Alice plays Angst
      Then Alice may choose each of Laziness, Apathy and Angst

  @note:angst.7
  Rule: The additional mood lasts the whole turn, and several additional moods come in any order

    Example: Alice plays Hurt Feelings' mood from her hand before Angst's from the discard pile
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has moods Boredom
      And Alice has Angst and Laziness in hand
      When Alice plays Angst
      And Alice chooses Boredom
      And Alice plays Laziness
      And Alice plays Boredom from the discard pile
      Then Alice has moods Angst, Laziness and Boredom
      And Alice may not play another mood
