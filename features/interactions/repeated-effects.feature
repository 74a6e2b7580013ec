Feature: Effects that happen again
  Duplicity lets its player have a mood's "After playing this mood" effect happen an
  additional time, with new choices. These rulings say what a second choice does to what
  the mood remembers.

  @source:reference-2026-11-30 @card:duplicity @card:wonder @card:honor @card:awe @card:encouragement @card:imagination
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

    Example: Encouragement chooses Celebration, then Cheer the second time: Cheer uses its higher die, and Celebration its own again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom, Indifference and Apathy
      And Bob has moods Celebration and Cheer
      And Alice has Encouragement in hand
      When Alice plays Encouragement
      And Alice chooses Celebration
      Then Celebration's value is 7
      When Alice answers Duplicity: again
      And Alice answers Encouragement: Cheer
      Then Celebration's value is 3
      And Cheer's value is 5

    Example: Imagination chooses red, then green the second time: every mood is green
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom and Charity
      And Alice has Imagination in hand
      When Alice plays Imagination
      And Alice chooses red
      Then Charity is red
      When Alice answers Duplicity: again
      And Alice answers Imagination: green
      Then Charity is green
      And Boredom is green
      And Duplicity is green

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

  @source:community-2026-12-04 @card:duplicity @card:pacifism @card:faith @card:guilt @card:shame @card:scorn
  Rule: A suppression had again suppresses again: each mood either time chose stays suppressed as the card says
    A players' question, settled by the rules. The effect happens an additional time with
    new choices (duplicity.2, duplicity.3), once values have been read again
    (duplicity.4). A suppression is no single chosen thing that a later choice replaces
    (see the first ruling of this page): it is something the effect does to a mood, and
    the second time does it to the moods it picks, next to the first time's. Each
    suppression lasts as the card says: for as long as its player has the mood (Pacifism,
    Faith, Guilt, Shame), or until the end of the round (Scorn). Where the effect asks for
    a card first (Faith, Shame), the second time asks for another.

    Example: Pacifism twice: Bob's Generosity the first time, his Charity the second
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Charity
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Bob
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Pacifism: Bob
      And Alice answers Pacifism: Charity
      Then Generosity is suppressed
      And Charity is suppressed

    Example: Faith twice: two green cards discarded, and two of Bob's moods suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Faith, Laziness and Joy in hand
      When Alice plays Faith
      And Alice chooses Laziness
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Faith: Joy
      And Alice answers Faith: Boredom
      Then Generosity is suppressed
      And Boredom is suppressed
      And the discard pile holds Laziness and Joy

    Example: Guilt twice, one mood each time: Boredom, then Apathy
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom and Apathy
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses to suppress a black or red mood
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Guilt: suppress a black or red mood
      And Alice answers Guilt: Apathy
      Then Boredom is suppressed
      And Apathy is suppressed

    Example: Shame twice: a red card, then a green one, and the moods of both colors are suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom and Laziness
      And Alice has Shame, Zeal and Joy in hand
      When Alice plays Shame
      And Alice chooses Zeal
      Then Boredom is suppressed
      And Laziness is not suppressed
      When Alice answers Duplicity: again
      And Alice answers Shame: Joy
      Then Boredom is suppressed
      And Laziness is suppressed

    Example: Scorn twice: two moods suppressed until the end of the round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Scorn: Boredom
      Then Generosity is suppressed
      And Boredom is suppressed
      And Bob's score is 0

  @source:community-2026-12-04 @card:duplicity @card:curiosity @card:cheer @card:dignity @card:delight @card:embarrassment @card:fascination @card:condescension @card:cynicism @card:infatuation
  Rule: A value the effect sets may be set the second time when the first did not set it; set both times, it is set once, and both times' cards move
    A players' question, settled by the rules. The second time is the whole effect again,
    with new choices (duplicity.2, duplicity.3): a player who declined the first time, or
    whose first try failed, may do it the second time, and then the value becomes what
    the card says. Done both times, the value is set twice to the same number (it does not
    add up), but each time moves its own cards: two cards discarded, two cards given. The
    reverse, a value kept when the second time does not set it, is ruled in "What an
    effect sees the second time through".

    Example: Curiosity's first reveal matches no mood; the second reveal does, and Curiosity is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom
      And Bob has Charity and Zeal in hand
      And Alice has Curiosity in hand
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Charity
      Then Curiosity's value is 3
      When Alice answers Duplicity: again
      And Alice answers Curiosity: Bob
      And the random pick for Curiosity is Zeal
      Then Curiosity's value is 6

    Example: Cheer declines the first time and discards Boredom the second: it is worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses nothing
      Then Cheer's value is 3
      When Alice answers Duplicity: again
      And Alice answers Cheer: Boredom
      Then Cheer's value is 5
      And the discard pile holds Boredom

    Example: Dignity declines the first time and discards Charity the second: it is worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Dignity and Charity in hand
      When Alice plays Dignity
      And Alice chooses nothing
      And Alice answers Duplicity: again
      And Alice answers Dignity: Charity
      Then Dignity's value is 5

    Example: Embarrassment declines the first time and discards Boredom the second: it is worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Embarrassment and Boredom in hand
      When Alice plays Embarrassment
      And Alice chooses nothing
      And Alice answers Duplicity: again
      And Alice answers Embarrassment: Boredom
      Then Embarrassment's value is 5

    Example: Fascination declines the first time and gives Fear to Bob the second: it is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Fascination and Fear in hand
      When Alice plays Fascination
      And Alice chooses nothing
      And Alice answers Duplicity: again
      And Alice answers Fascination: Fear
      Then Fascination's value is 7
      And Fear is in Bob's hand

    Example: Delight discards both times: two cards go, and it is worth 5, not more
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Delight, Charity and Zeal in hand
      When Alice plays Delight
      And Alice chooses Charity
      And Alice answers Duplicity: again
      And Alice answers Delight: Zeal
      Then Delight's value is 5
      And the discard pile holds Charity and Zeal

    Example: Condescension gives both times: Bob gets two cards, and it is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Condescension, Boredom and Laziness in hand
      When Alice plays Condescension
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Condescension: Laziness
      Then Condescension's value is 6
      And Bob's hand holds Boredom and Laziness

    Example: Cynicism both times: two cards from the discard pile go into Bob's hand, and it is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And the discard pile holds Joy and Fear
      And Alice has Cynicism in hand
      When Alice plays Cynicism
      And Alice chooses Joy
      And Alice answers Duplicity: again
      And Alice answers Cynicism: Fear
      Then Cynicism's value is 6
      And Bob's hand holds Joy and Fear

    Example: Infatuation both times: four of Alice's other moods go to the discard pile, and it is worth 9
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom, Laziness, Apathy and Complacency
      And Alice has Infatuation in hand
      When Alice plays Infatuation
      And Alice chooses Boredom and Laziness
      And Alice answers Duplicity: again
      And Alice answers Infatuation: Apathy and Complacency
      Then Infatuation's value is 9
      And Alice has moods Duplicity and Infatuation

  @source:community-2026-12-04 @card:duplicity @card:betrayal @card:arrogance @card:recklessness @card:guile @card:chaos
  Rule: An effect that moves moods, had again, moves moods again; each mood lent comes back on its own terms
    A players' question, settled by the rules. The second time is the effect again with new
    choices (duplicity.2, duplicity.3), on the table as the first time left it
    (duplicity.4): a second mood given by Betrayal, taken by Arrogance, Recklessness or
    Guile, and a second shuffle and deal by Chaos. What the effect says about giving back
    holds for each mood it moved: Betrayal's come back after scoring, Recklessness's are
    given back after scoring, and Arrogance's go back when Arrogance leaves play
    (arrogance.4). Duplicity offers the second time only if its player still has it once
    the first time is over (duplicity.text: "each time you play").

    Example: Betrayal twice: Boredom and Laziness go to Bob, and both are Alice's again after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom and Laziness
      And Alice has Betrayal in hand
      When Alice plays Betrayal
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Betrayal: Laziness
      Then Bob has moods Boredom and Laziness
      When the round is scored
      And Alice answers the after-scoring order: Betrayal: Boredom comes back
      Then Alice has moods Duplicity, Betrayal, Boredom and Laziness

    Example: Arrogance twice: Bob gives up Charity, then Indifference; both go back when Arrogance leaves play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Alice has moods Duplicity
      And Bob has moods Charity, Indifference and Boredom
      And Alice has Arrogance in hand
      And Bob has Anger in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      And Bob answers Arrogance: Charity
      And Alice answers Duplicity: again
      And Alice answers Arrogance: Bob
      Then Alice has moods Duplicity, Arrogance, Charity and Indifference
      When Alice passes
      And Bob plays Anger
      And Bob chooses Arrogance
      Then Bob has moods Charity, Indifference, Boredom and Anger

    Example: Recklessness twice: Alice holds both of Bob's moods until scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Recklessness: Boredom
      Then Alice has moods Duplicity, Recklessness, Generosity and Boredom
      And Bob has no moods

    Example: Guile twice: its two cards are paid once, and Alice takes two of Bob's moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Guile, Joy and Fear in hand
      When Alice plays Guile
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      Then Alice has moods Duplicity, Guile, Generosity and Boredom
      And the discard pile holds Joy and Fear

    Example: Chaos twice: the moods are dealt out, and dealt out again from the new shuffle
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Duplicity then Generosity then Chaos then Boredom
      Then Alice has moods Duplicity and Chaos
      When Alice answers Duplicity: again
      And the random order for Chaos is Generosity then Duplicity then Boredom then Chaos
      Then Alice has moods Generosity and Boredom
      And Bob has moods Duplicity and Chaos

    Example: Chaos deals Duplicity to Bob: it is no longer Alice's, and she is not offered the second time
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Generosity and Boredom
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Generosity then Duplicity then Chaos then Boredom
      Then Alice has moods Generosity and Chaos
      And Bob has moods Duplicity and Boredom
      And the play-by-play says Alice made no choice

  @source:reference-2026-12-04 @card:duplicity @card:corruption
  Rule: Corruption had again is a new choice of one; its two round wins, chosen twice, are still two
    The reference's own ruling. Corruption's effect offers a choice of one of two effects
    (corruption.text); the second time through, the choice is made anew (duplicity.3), so
    its player may take the other effect, and both then happen. If the double win is
    chosen both times, the winner still wins two rounds: the text says how many rounds the
    winner wins ("two rounds instead of one"), a number, not a round added each time it
    happens. Extra scorings do add up (the rulings on Exhilaration and Bliss), but each of
    those scores a mood once more; a second "two instead of one" sets the same number again.

    A careful reader might let each time add its own win, so that the winner of a round
    with Corruption chosen twice wins three rounds (or, doubling, four). The second example
    fails under that reading.

    Example: Corruption puts two cards under the deck and draws, then, the second time, the round's winner wins two rounds
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity and Generosity
      And the discard pile holds Boredom and Laziness
      And the deck holds Joy and Fear (top first)
      And Alice has Corruption in hand
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Boredom and Laziness
      And Alice answers Duplicity: again
      And Alice answers Corruption: the round's winner wins two rounds
      Then Alice's hand holds Joy and Fear
      When the round is scored
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Corruption chooses the double win both times: Alice wins two rounds, not three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity and Generosity
      And Alice has Corruption in hand
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice answers Duplicity: again
      And Alice answers Corruption: the round's winner wins two rounds
      And the round is scored
      Then Alice wins the round
      And Alice has won 2 rounds

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
