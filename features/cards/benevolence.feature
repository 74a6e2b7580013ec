@card:benevolence
Feature: Benevolence
  White, uncommon, value 2. Its player may play one more mood this turn, as long as that
  mood shares no color with any of their moods.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:benevolence.1
  Rule: The additional mood is optional

    Example: Alice plays Benevolence and ends her turn
      Given Alice has Benevolence and Boredom in hand
      When Alice plays Benevolence
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom

  @source:community-2026-12-01
  Rule: Benevolence's additional mood must not share a color with any of its player's moods
    A players' question settled by the card's own text (benevolence.text): the additional
    mood is allowed only to a card of a color none of its player's moods has.

    Example: the additional mood must not share a color with Alice's moods
      Given Alice has moods Boredom
      And Alice has Benevolence, Anger and Laziness in hand
      When Alice plays Benevolence
      Then Alice cannot play Anger because Benevolence's additional mood can't share a color with any of Alice's moods (benevolence.text)
      And Alice may play Laziness

    Example: Benevolence is one of Alice's moods too, so a white card can't be its additional mood
      Given Alice has Benevolence, Complacency and Boredom in hand
      When Alice plays Benevolence
      Then Alice cannot play Complacency because Benevolence's additional mood can't share a color with any of Alice's moods (benevolence.text)
      And Alice may play Boredom

  @note:benevolence.2
  Rule: The additional mood can come any time in the rest of the turn, in any order with other additional moods

    Example: Hurt Feelings' mood is played first, then Benevolence's
      Given Alice has Hurt Feelings
      And Alice has Benevolence, Boredom and Laziness in hand
      When Alice plays Benevolence
      And Alice plays Boredom
      And Alice answers the permission: Hurt Feelings
      And Alice plays Laziness
      Then Alice has moods Benevolence, Boredom and Laziness
      And Alice may not play another mood

    Example: a white Complacency can only be Hurt Feelings' mood, so it comes first and Boredom is Benevolence's
      Given Alice has Hurt Feelings
      And Alice has Benevolence, Complacency and Boredom in hand
      When Alice plays Benevolence
      And Alice plays Complacency
      Then Alice may play Boredom
      When Alice plays Boredom
      Then Alice has moods Benevolence, Complacency and Boredom
      And Alice may not play another mood

  @note:benevolence.3
  Rule: Under Imagination, a card of the named color can't be Benevolence's additional mood
    Every mood Alice has is the color Imagination names, so a card printed in that color
    shares it; a card in hand keeps its printed color, so any other color is fine.

    Example: Imagination names red; Boredom is refused, Laziness is not
      Given Bob played Imagination, choosing red
      And Alice has Benevolence, Boredom and Laziness in hand
      When Alice plays Benevolence
      Then Benevolence is red
      And Alice cannot play Boredom because Benevolence's additional mood can't share a color with any of Alice's moods (benevolence.text)
      And Alice may play Laziness
