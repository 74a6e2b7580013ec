Feature: Effects that happen again
  Duplicity lets its player have a mood's "After playing this mood" effect happen an
  additional time, with new choices. These rulings say what a second choice does to what
  the mood remembers.

  @source:reference-2026-11-30 @card:duplicity @card:wonder @card:honor @card:awe
  Rule: When a choice the mood remembers is made a second time, the second choice replaces the first
    The reference's own ruling, for every choice made when a mood is played and remembered
    afterwards (Wonder's and Imagination's color, Honor's player, Encouragement's mood, and
    the player Awe picks to go first). Each of
    them remembers one choice: the text says "the chosen color", "the chosen player". With
    Duplicity the effect happens again and its choice may be made anew (duplicity.3), so the
    mood then remembers the new one. wonder.1 says the color does not change while Wonder
    stays in play: that is about the game going on around it, and it names the way to choose
    again (play it again), which is what Duplicity's additional time does.

    A careful reader might add the second choice to the first (Wonder counting two colors),
    or keep the first because wonder.1 says the color does not change. The examples fail
    under either reading.

    Example: Wonder chooses green, then blue the second time, and counts only blue
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Laziness, Indifference and Confusion
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses green
      Then Wonder's value is 4
      When Alice answers Duplicity: again
      And Alice answers Wonder: blue
      Then Wonder's value is 6

    Example: Honor chooses Bob, then Carol the second time, and Carol goes first
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Honor in hand
      When Alice plays Honor
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Honor: Carol
      And the round is scored
      Then Carol goes first

    Example: Awe chooses Bob, then Carol the second time, and Carol goes first
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Awe in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Awe: Carol
      And the round is scored
      Then Carol goes first

  @source:reference-2026-11-30 @card:duplicity @card:sneakiness
  Rule: An "after scoring" effect set up twice happens twice, in the order its player chooses
    The reference's own ruling. When Duplicity has Sneakiness's effect happen an additional
    time, a second swap is set up, with its own chosen opponent (duplicity.3). Each is an
    "after scoring" effect of its own; when one player has several, that player chooses
    their order (rules.after-scoring.2, sneakiness.6). Each swap trades the scores as they
    stand when it happens, so the order matters.

    A careful reader might let only one swap happen (the effect "swaps your score", once),
    or do them in the order they were set up. The example fails under either reading: Alice
    needs both swaps, in the order she picks.

    Example: Alice swaps with Carol, then with Bob, and ends with Bob's 9
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Zeal
      And Carol has moods Boredom and Bravado
      And Alice has Sneakiness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Sneakiness
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Sneakiness: Carol
      And Alice passes
      And Bob passes
      And Carol passes
      And Alice answers the after-scoring order: Sneakiness: swaps scores with Carol before the winner is decided
      Then Alice scored 9
      And Bob scored 7
      And Carol scored 5
      And Alice wins the round

  @source:reference-2026-11-30 @card:duplicity @card:hostility
  Rule: Duplicity repeats Hostility's or Worry's two-part effect whole: both parts again, in order
    The reference's own ruling, for Hostility and Worry, whose "After playing this mood"
    text has two effects, the second reading values again after the first
    (rules.taking-a-turn.11). Duplicity has "that mood's After playing this mood effect"
    happen an additional time (duplicity.2): the whole text under that heading, so both
    parts happen again, in order, the values read again between them as the first time,
    and the offer comes once the first time has finished (duplicity.4).

    A careful reader might count two effects and offer each one again on its own, right
    after it happens. The example fails under that reading: the offer would come before
    Alice picks the moods of the first time's second part.

    Example: Hostility twice: two of Alice's moods pay, and four small moods of Bob's go
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Laziness and Apathy
      And Bob has moods Courage, Charity, Pacifism and Pride
      And Alice has Hostility in hand
      When Alice plays Hostility
      And Alice chooses Laziness
      And Alice chooses Courage and Charity
      And Alice answers Duplicity: again
      And Alice answers Hostility: Apathy
      And Alice answers Hostility: Pacifism and Pride
      Then Bob has no moods
      And Alice has moods Duplicity and Hostility
      And the discard pile holds Laziness, Courage, Charity, Apathy, Pacifism and Pride
