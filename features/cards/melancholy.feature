@card:melancholy
Feature: Melancholy
  Black, rare, value 3. While it is in play, its player may play moods from the discard
  pile as though they were in their hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has moods Melancholy

  @note:melancholy.1
  Rule: A mood played from the discard pile is played as from the hand, effects included

    Example: Charity from the discard pile gives an additional mood, which can come from the pile too
      Given the discard pile holds Charity and Boredom
      When Alice plays Charity from the discard pile
      Then Alice may play an additional mood
      When Alice plays Boredom from the discard pile
      Then Alice has moods Melancholy, Charity and Boredom

  @note:melancholy.2
  Rule: Any card in the discard pile may be played, whoever played it before

    Example: Alice plays the Boredom that Bob had
      Given Bob has moods Boredom
      And Alice played Anger last round, choosing Boredom
      When Alice plays Boredom from the discard pile
      Then Boredom is one of Alice's moods

  @note:melancholy.3
  Rule: A card in the discard pile is its printed color; Imagination colors it only once it is in play

    Example: under a white Imagination, Benevolence lets Alice play the red Boredom
      Given Bob played Imagination, choosing white
      And the discard pile holds Boredom and Complacency
      And Alice has Benevolence in hand
      When Alice plays Benevolence
      Then Boredom is red
      And Alice may play Boredom from the discard pile
      And Alice cannot play Complacency from the discard pile because Benevolence's additional mood can't share a color with any of Alice's moods (benevolence.text)
      When Alice plays Boredom from the discard pile
      Then Boredom is white

  @note:melancholy.4
  Rule: Cards in hand can still be played

    Example: Alice plays from her hand
      Given the discard pile holds Boredom
      And Alice has Laziness in hand
      Then Alice may play Laziness
      And Alice may play Boredom from the discard pile
      When Alice plays Laziness
      Then Alice has moods Melancholy and Laziness
