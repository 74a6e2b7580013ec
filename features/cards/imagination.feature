@card:imagination
Feature: Imagination
  Blue, uncommon, value 3. Its player chooses a color; while it is in play every mood is
  that color and no other.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:imagination.1
  Rule: A color must be chosen

    Example: choosing is not optional
      Given Alice has Imagination in hand
      When Alice plays Imagination
      Then Alice may choose each of white, blue, black, red and green
      And Alice cannot choose nothing (imagination.text)
      And Alice cannot choose white and blue together (imagination.text)

    Example: every mood takes the chosen color
      Given Bob has moods Boredom and Laziness
      And Alice has Imagination in hand
      When Alice plays Imagination
      And Alice chooses white
      Then Boredom is white
      And Laziness is white
      And Imagination is white

  @note:imagination.2
  Rule: Only moods change color; cards in hands, the deck and the discard pile keep their own

    Example: under a white Imagination, cards in a hand, the deck and the discard pile keep their printed colors
      Given Bob has moods Boredom
      And Bob has Laziness in hand
      And the discard pile holds Hate
      And the deck holds Fear (top first)
      And Alice played Imagination, choosing white
      Then Boredom is white
      And Laziness is green
      And Hate is black
      And Fear is blue

    Example: a mood gets its own color back when it leaves play
      Given Bob has moods Boredom
      And Alice played Imagination, choosing white
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Boredom
      Then Boredom is red

  @note:imagination.3
  Rule: A later Imagination overrides an earlier one

    Example: a copy of Imagination played later wins
      Given Bob has moods Boredom
      And Bob played Imagination, choosing red
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Imagination
      And Alice chooses green
      Then Boredom is green
      And Imagination is green
      And Creativity is green

    Example: when the later one leaves, the earlier one applies again
      Given Bob has moods Boredom
      And Bob played Imagination, choosing red
      And Alice played Creativity, choosing Imagination then green
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Creativity
      Then Boredom is red

  @source:reference-2026-11-30
  Rule: A suppressed Imagination still colors every mood: suppression takes a mood's value, not its abilities
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
    works while its mood is suppressed (shown here and on Hope's page).

    Example: Bob's Pacifism suppresses Alice's white Imagination, and every mood is still white
      Given Alice played Imagination, choosing white
      And Bob has moods Boredom
      And Bob played Pacifism, choosing Alice
      Then Imagination is suppressed
      And Imagination's value is 0
      And Boredom is white

    Example: a mood played after the suppression takes the suppressed Imagination's black too
      Given Alice played Imagination, choosing black
      And Bob played Pacifism, choosing Alice
      And Alice has Joy in hand
      Then Imagination is suppressed
      When Alice plays Joy
      Then Joy is black
