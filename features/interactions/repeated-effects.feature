Feature: Effects that happen again
  Duplicity lets its player have a mood's "After playing this mood" effect happen an
  additional time, with new choices. These rulings say what a second choice does to what
  the mood remembers.

  @source:reference-2026-11-30 @card:duplicity @card:wonder @card:honor
  Rule: When a choice the mood remembers is made a second time, the second choice replaces the first
    The reference's own ruling, for every mood that remembers a choice made when it was
    played (Wonder's and Imagination's color, Honor's player, Encouragement's mood). Each of
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
      When Alice chooses to have it happen again
      And Alice chooses blue
      Then Wonder's value is 6

    Example: Honor chooses Bob, then Carol the second time, and Carol goes first
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Honor in hand
      When Alice plays Honor
      And Alice chooses Bob
      And Alice chooses to have it happen again
      And Alice chooses Carol
      And the round is scored
      Then Carol goes first
