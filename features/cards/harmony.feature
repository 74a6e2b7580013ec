@card:harmony
Feature: Harmony
  Green, uncommon, value 2. Its player may play an additional mood this turn from the
  discard pile.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Harmony in hand

  @note:harmony.1
  Rule: A mood played from the discard pile is played as from the hand, with its effects
    Cheer, played from the discard pile, still lets Alice discard a card from her hand.

    Example: Cheer from the discard pile turns to 5
      Given Alice has Boredom in hand
      And the discard pile holds Cheer
      When Alice plays Harmony
      And Alice plays Cheer from the discard pile
      And Alice chooses Boredom
      Then Cheer's value is 5
      And Boredom is in the discard pile

  @note:harmony.2
  Rule: Any mood in the discard pile will do, whoever played it before

    Example: Bob's Joy, put into the discard pile by Alice's Anger, becomes Alice's mood
      Given Bob has moods Joy
      And Alice played Anger, choosing Joy
      When Alice plays Harmony
      And Alice plays Joy from the discard pile
      Then Joy is one of Alice's moods

    Example: Harmony's mood must come from the discard pile
      Given Alice has Boredom in hand
      When Alice plays Harmony
      Then Alice cannot play Boredom because Harmony only lets Alice play a mood from the discard pile (harmony.text)

  @note:harmony.3
  Rule: A mood played from the discard pile that gives an additional mood gives one from the hand
    Unless something else, such as Melancholy, lets its player play from the discard pile.

    Example: Charity from the discard pile gives a mood from the hand only
      Given Alice has Boredom in hand
      And the discard pile holds Charity and Joy
      When Alice plays Harmony
      And Alice plays Charity from the discard pile
      Then Alice cannot play Joy from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)
      And Alice may play Boredom

    Example: with Melancholy, Charity's additional mood may come from the discard pile
      Given Alice has moods Melancholy
      And the discard pile holds Charity and Joy
      When Alice plays Harmony
      And Alice plays Charity from the discard pile
      And Alice plays Joy from the discard pile
      Then Alice has moods Melancholy, Harmony, Charity and Joy

  @note:harmony.4
  Rule: Imagination recolors moods, never cards in the discard pile
    Under a white Imagination, Boredom in the discard pile is red; played, it turns white.

    Example: Boredom is red in the discard pile and white once in play
      Given Bob played Imagination, choosing white
      And the discard pile holds Boredom
      When Alice plays Harmony
      Then Boredom is red
      When Alice plays Boredom from the discard pile
      Then Boredom is white

  @note:harmony.5
  Rule: The additional moods may come at any time in the turn, and in any order
    Alice has Hurt Feelings (a mood from her hand) and Harmony's (a mood from the discard
    pile); each play uses the permission that allows it.

    Example: Hurt Feelings' mood first, then Harmony's
      Given Alice has Hurt Feelings
      And Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Harmony
      And Alice plays Boredom
      And Alice plays Joy from the discard pile
      Then Alice has moods Harmony, Boredom and Joy

    Example: Harmony's mood first, then Hurt Feelings'
      Given Alice has Hurt Feelings
      And Alice has Boredom in hand
      And the discard pile holds Joy
      When Alice plays Harmony
      And Alice plays Joy from the discard pile
      And Alice plays Boredom
      Then Alice has moods Harmony, Boredom and Joy
