@card:grief
Feature: Grief
  Black, rare, value 0. Its player may play up to two additional moods this turn from the
  discard pile.

  @note:grief.1
  Rule: Zero, one or two moods may be played from the discard pile

    Example: Alice plays two moods from the discard pile, and no third
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Boredom, Laziness and Apathy
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice plays Boredom from the discard pile
      And Alice plays Laziness from the discard pile
      Then Alice has moods Grief, Boredom and Laziness
      And Alice cannot play Apathy from the discard pile because Alice has already played this turn and has no additional mood to play (rules.taking-a-turn.1)

    Example: Alice plays none and ends her turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Boredom
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice passes
      Then it is Bob's turn
      And the discard pile holds Boredom

  @note:grief.2
  Rule: A mood played from the discard pile is played as from the hand, costs included

    Example: Envy played from the discard pile costs one of Alice's moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Apathy
      And the discard pile holds Envy
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice plays Envy from the discard pile
      And Alice chooses Boredom
      Then the discard pile holds Boredom
      And Envy's value is 2

  @note:grief.3
  Rule: Any card in the discard pile may be played, whoever played it before

    Example: Alice plays the Boredom that Bob had
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice played Anger last round, choosing Boredom
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice plays Boredom from the discard pile
      Then Boredom is one of Alice's moods

  @note:grief.4
  Rule: A mood played from the discard pile that gives an additional mood gives one from the hand only
    Grief's own second play still comes from the discard pile.

    Example: Charity from the discard pile gives a play from the hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Charity, Apathy and Boredom
      And Alice has Grief and Laziness in hand
      When Alice plays Grief
      And Alice plays Charity from the discard pile
      And Alice plays Apathy from the discard pile
      Then Alice cannot play Boredom from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)
      When Alice plays Laziness
      Then Alice has moods Grief, Charity, Apathy and Laziness

  @note:grief.5
  Rule: A card in the discard pile is its printed color; Imagination colors it only once it is in play

    Example: under a white Imagination, Boredom is red in the discard pile and white in play
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Boredom
      And Bob played Imagination, choosing white
      And Alice has Grief in hand
      When Alice plays Grief
      Then Boredom is red
      When Alice plays Boredom from the discard pile
      Then Boredom is white

  @note:grief.6
  Rule: A card put into the discard pile by the first mood played from it may be the second

    Example: Anger from the discard pile sends Bob's Boredom there, and Alice plays it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And the discard pile holds Anger
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice plays Anger from the discard pile
      And Alice chooses Boredom
      And Alice plays Boredom from the discard pile
      Then Alice has moods Grief, Anger and Boredom
      And Bob has no moods

  @note:grief.7
  Rule: The additional moods last the whole turn, and several additional moods come in any order
    A mood played for Grief first can then give its color to Eagerness's additional mood.

    Example: Boredom from the discard pile first lets Eagerness's mood be red
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And the discard pile holds Boredom
      And Alice has Grief, Eagerness and Anger in hand
      When Alice plays Grief
      And Alice plays Eagerness
      Then Alice cannot play Anger because Eagerness's additional mood must share a color with one of Alice's moods (eagerness.text)
      When Alice plays Boredom from the discard pile
      Then Alice may play Anger
