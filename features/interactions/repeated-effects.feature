Feature: Effects that happen again
  Duplicity lets its player have a mood's "After playing this mood" effect happen an
  additional time, with new choices. These rulings say what a second choice does to what
  the mood remembers.

  @source:reference-2026-11-30 @card:duplicity @card:wonder @card:honor @card:awe
  Rule: When a choice the mood remembers is made a second time, the second choice replaces the first
    The reference's own ruling, for every choice made when a mood is played that the mood
    then keeps as its one chosen thing: Wonder's and Imagination's color, Honor's player,
    Encouragement's mood, the player Awe names to go first. Their texts speak of one: "the
    chosen color", "the chosen player". Duplicity has the effect happen again, and its
    choices may be made anew (duplicity.3); where the sources meet two such choices for one
    thing, the later decides: the player named by the last Honor played goes first
    (honor.3), and a later Imagination overrides an earlier one (imagination.3). So the mood
    keeps the second choice. wonder.1 says Wonder's color does not change while it stays in
    play: that speaks of the game going on around it, and it names the way to choose again,
    playing it again, which is what an additional time of the effect is.

    The ruling stops there: it is about a choice the mood keeps. An effect that adds
    something to the game each time it happens adds it again, next to what the first time
    added: a second Sneakiness swap (the next ruling), the colors of Doubt's second reveal
    (the last ruling of this page).

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
      And Alice passes
      And Bob passes
      And Carol passes
      Then Carol goes first

  @source:reference-2026-11-30 @card:duplicity @card:sneakiness
  Rule: An "after scoring" effect set up twice happens twice, in the order its player chooses
    The reference's own ruling. When Duplicity has Sneakiness's effect happen an additional
    time, a second swap is set up, with its own chosen opponent (duplicity.3). Each is an
    "after scoring" effect of its own; when one player has several, that player chooses
    their order (rules.after-scoring.2, sneakiness.6). Each swap trades the scores as they
    stand when it happens, so the order matters.

    A careful reader might let only one swap happen (the effect "swaps your score", once),
    or do them in the order they were set up. The examples fail under either reading: each
    needs both swaps, in the order Alice picks, and the two orders end differently.

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

    Example: Alice swaps with Bob first, then with Carol, and ends with 7; Carol, now 9, wins
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
      And Alice answers the after-scoring order: Sneakiness: swaps scores with Bob before the winner is decided
      Then Alice scored 7
      And Bob scored 5
      And Carol scored 9
      And Carol wins the round

  @source:reference-2026-11-30 @card:duplicity @card:hostility
  Rule: Duplicity repeats Hostility's or Worry's two-part effect whole: both parts again, in order
    The reference's own ruling, for Hostility and Worry, whose "After playing this mood"
    text has two effects, the second reading values again after the first
    (rules.taking-a-turn.11). Duplicity has "that mood's After playing this mood effect"
    happen an additional time (duplicity.2): the whole text under that heading, so both
    parts happen again, in order, the values read again between them as the first time,
    and the offer comes once the first time has finished (duplicity.4).

    A careful reader might count two effects and offer each one again on its own, right
    after it happens. The examples fail under that reading: the offer would come before
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

    Example: Worry twice: two of Alice's moods go back to her hand, and four small moods to Bob's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Complacency and Apathy
      And Bob has moods Courage, Charity, Joy and Fear
      And Alice has Worry in hand
      When Alice plays Worry
      And Alice chooses Complacency
      And Alice chooses Courage and Charity
      And Alice answers Duplicity: again
      And Alice answers Worry: Apathy
      And Alice answers Worry: Joy and Fear
      Then Bob has no moods
      And Alice has moods Duplicity and Worry
      And Alice's hand holds Complacency and Apathy
      And Bob's hand holds Courage, Charity, Joy and Fear

  @source:reference-2026-12-01 @card:duplicity @card:doubt
  Rule: Doubt repeated by Duplicity bans the colors of both reveals next round: a ban adds up, it does not replace
    The reference's own ruling. Doubt's effect reveals cards and says that during the next
    round nobody can play a mood that shares a color with "any of the revealed cards"
    (doubt.text). With Duplicity the effect happens an additional time, with a new choice of
    cards (duplicity.3): a second reveal, and more revealed cards. Nothing there is one
    chosen thing for a later choice to replace, as Wonder's color or Honor's player is (the
    first ruling of this page, which stops where this one begins): every card either reveal
    showed is a revealed card, and the colors to note for the next round (doubt.5) are all
    of theirs.

    A careful reader might carry the first ruling over and take the second reveal as a new
    choice that replaces the first, so that only its colors are banned. The examples fail
    under that reading: the colors of the first reveal could be played again.

    Example: Alice reveals Boredom, then Charity the second time: next round neither red nor white may be played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Doubt, Boredom, Charity, Complacency and Anger in hand
      And the deck holds Joy, Fear and Hate (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Doubt: Charity
      Then Boredom was revealed to every player
      And Charity was revealed to every player
      And Alice's hand holds Complacency, Anger, Joy and Fear
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice cannot play Complacency because white moods can't be played this round (doubt.text)
      And Alice cannot play Anger because red moods can't be played this round (doubt.text)
      And Alice may play Joy

    Example: Alice reveals Boredom and Charity, then Fear the second time: next round red, white and blue are all banned
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Doubt, Boredom, Charity, Fear, Complacency and Anger in hand
      And the deck holds Joy, Glee, Hate and Indifference (top first)
      When Alice plays Doubt
      And Alice chooses Boredom and Charity
      And Alice answers Duplicity: again
      And Alice answers Doubt: Fear
      Then Fear was revealed to every player
      And Alice's hand holds Complacency, Anger, Joy, Glee and Hate
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice cannot play Complacency because white moods can't be played this round (doubt.text)
      And Alice cannot play Anger because red moods can't be played this round (doubt.text)
      And Alice may play Joy
