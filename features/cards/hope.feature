@card:hope
Feature: Hope
  Green, rare, value 0. While it is in play, its player may play an additional mood during
  each of their turns, the turn Hope is played included.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:hope.1
  Rule: The additional mood is optional, every turn

    Example: the turn Hope is played, Alice may play another mood
      Given Alice has Hope and Boredom in hand
      When Alice plays Hope
      Then Alice may play an additional mood
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom

    Example: on a later turn, two moods
      Given Alice has moods Hope
      And Alice has Boredom and Laziness in hand
      When Alice plays Boredom
      And Alice plays Laziness
      Then Alice has moods Hope, Boredom and Laziness
      And Alice may not play another mood

  @note:hope.2
  Rule: Hope gives nothing once it has left play
    If Alice's first mood sends Hope away, the additional mood goes with it.

    Example: Alice's Anger puts her own Hope into the discard pile
      Given Alice has moods Hope
      And Alice has Anger and Boredom in hand
      When Alice plays Anger
      And Alice chooses Hope
      Then Hope is in the discard pile
      And Alice may not play another mood

  @note:hope.3
  Rule: The additional mood may come at any time in the turn, and additional plays in any order
    Alice plays Eagerness, then a red mood with Hope's permission; Eagerness then lets her
    add another red one.

    Example: Hope's red mood opens the way for Eagerness's
      Given Alice has moods Hope
      And Alice has Eagerness, Boredom and Zeal in hand
      When Alice plays Eagerness
      And Alice plays Boredom
      And Alice plays Zeal
      Then Alice has moods Hope, Eagerness, Boredom and Zeal

    Example: a green mood could use Hope's play or Eagerness's, and Alice says which
      Given Alice has moods Hope
      And Alice has Eagerness, Laziness and Boredom in hand
      When Alice plays Eagerness
      And Alice plays Laziness
      Then Alice may choose each of Hope and Eagerness
      When Alice answers the permission: Eagerness
      And Alice plays Boredom
      Then Alice has moods Hope, Eagerness, Laziness and Boredom

  @source:reference-2026-11-30
  Rule: A suppressed Hope still grants its additional mood: suppression takes a mood's value, not its abilities
    The reference's own ruling: no note says what a suppressed mood's abilities do. The
    sources define suppression by the value alone: a suppressed card's value drops to 0 for
    as long as it is suppressed (glossary.suppress-suppressed), its value is 0 for scoring
    (faith.2), and it is still in play and still counted by every effect that cares
    (faith.3, glossary.suppress-suppressed). A "While in play" ability is the card's work
    for as long as it is in play (rules.taking-a-turn.4), and the reminder icon marks an
    ability that affects the game while the card is in play, apart from its value
    (rules.anatomy-of-a-card.3): suppression, which is about the value, leaves such an
    ability alone. So a suppressed mood keeps its abilities; only its value is 0.

    The one hook for the other reading is "that previous choice returns" (faith.4, and the
    same words in encouragement.3, guilt.4, idealism.4, meekness.3, pacifism.5, repentance.4
    and shame.4): when a suppressing mood leaves play, the mood goes back to the value it
    would have, and a side chosen when it was played counts again. Those words are about
    the value a mood returns to (a side chosen when it was played, such as Cheer's 5), not
    about abilities that were switched off.

    A careful reader might treat a card turned sideways as switched off, so that a suppressed
    Imagination would color nothing and a suppressed Hope would grant nothing. The example
    fails under that reading. One answer for the whole family: every "While in play" ability
    works while its mood is suppressed (shown here and on Imagination's page).

    Example: Bob's Pacifism suppresses Alice's Hope, and Alice still plays two moods
      Given Alice has moods Hope
      And Bob played Pacifism, choosing Alice
      And Alice has Boredom and Laziness in hand
      Then Hope is suppressed
      When Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Hope, Boredom and Laziness

    Example: a suppressed Hope is worth 0, and Alice, with no other card that grants a play, still plays two moods
      Given Alice has moods Hope
      And Bob played Pacifism, choosing Alice
      And Alice has Laziness and Joy in hand
      Then Hope's value is 0
      When Alice plays Laziness
      Then Alice may play an additional mood
      When Alice plays Joy
      Then Alice has moods Hope, Laziness and Joy
