@card:eagerness
Feature: Eagerness
  Green, uncommon, value 2. Its player may play an additional mood this turn, if that mood
  shares a color with one of their moods.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:eagerness.1
  Rule: The additional mood may come at any time in the turn, and additional plays in any order
    A mood played with another permission first can give Eagerness's additional mood the
    color it needs. When both permissions would do, Alice says which one she uses.

    Example: Hurt Feelings brings a red mood, then Eagerness allows another red one
      Given Alice has Hurt Feelings
      And Alice has Eagerness, Boredom and Zeal in hand
      When Alice plays Eagerness
      And Alice plays Boredom
      And Alice plays Zeal
      Then Alice has moods Eagerness, Boredom and Zeal
      And Alice may not play another mood

    Example: spending Hurt Feelings on a green mood leaves Eagerness unable to bring a red one
      Given Alice has Hurt Feelings
      And Alice has Eagerness, Laziness and Boredom in hand
      When Alice plays Eagerness
      And Alice plays Laziness
      And Alice answers the permission: Hurt Feelings
      Then Alice cannot play Boredom because Eagerness's additional mood must share a color (eagerness.text)

    Example: spending Eagerness on the green mood keeps Hurt Feelings for the red one
      Given Alice has Hurt Feelings
      And Alice has Eagerness, Laziness and Boredom in hand
      When Alice plays Eagerness
      And Alice plays Laziness
      Then Alice cannot choose Hurt Feelings and Eagerness together (glossary.additional-mood)
      When Alice answers the permission: Eagerness
      And Alice plays Boredom
      Then Alice has moods Eagerness, Laziness and Boredom

  @note:eagerness.2
  Rule: Imagination recolors moods, not cards in hand: the card must be the named color itself
    With Imagination naming blue, Alice's moods are all blue; a green card in her hand is
    still green and shares no color with them, a blue one does.

    Example: Alice may add a blue card, not a green one
      Given Bob played Imagination, choosing blue
      And Alice has Eagerness, Fear and Laziness in hand
      When Alice plays Eagerness
      Then Eagerness is blue
      And Alice may play Fear
      And Alice cannot play Laziness because Eagerness's additional mood must share a color (eagerness.text)

    Example: the blue card is the one play left to Alice
      Given Bob played Imagination, choosing blue
      And Alice has Eagerness, Fear and Laziness in hand
      When Alice plays Eagerness
      Then Alice may play Fear and nothing else
