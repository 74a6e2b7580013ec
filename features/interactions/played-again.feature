Feature: Moods that leave play and are played again
  Insecurity, Gluttony, Betrayal and Recklessness each remember a mood until after
  scoring, "if it's still in play" or "if you still have it". Fear, Panic, Thrill and
  others can put that mood into a hand in the meantime, and it can be played again the
  same turn. These rulings say whether the mood played again is still the one remembered.

  @source:reference-2026-12-01 @card:insecurity @card:gluttony @card:betrayal @card:recklessness @card:fear @card:thrill @card:charity
  Rule: A mood that leaves play and is played again is a new mood: the "after scoring" effect that remembered the old one passes it by
    The reference's own ruling. A mood is a card in play (glossary.mood): once put into a
    hand it is a card again, and playing it puts a new mood into play, whose "After playing
    this mood" effect happens again (thrill.4, rules.taking-a-turn.1). The "after scoring"
    effects of Insecurity, Gluttony and Betrayal are about the mood played (or given) then,
    "if it's still in play" (insecurity.text, gluttony.text, betrayal.text); that mood left
    play, so the effect finds nothing, as Recklessness's does for a mood its player no
    longer has (recklessness.6). Nothing in the sources follows a card out of play and back.

    A careful reader might follow the card itself: it is in play again after scoring, so
    Insecurity would put it back into its player's hand, Gluttony into the discard pile,
    Betrayal would take it back, and Recklessness would give it back. The examples fail
    under that reading.

    Example: Alice's Charity, Gluttony's additional mood, goes back to her hand with Fear and is played again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony, Charity and Fear in hand
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Gluttony, Fear and Charity
      And the discard pile is empty

    Example: Alice's Charity, Insecurity's additional mood, goes back to her hand with Fear and is played again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity, Charity and Fear in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Insecurity, Fear and Charity

    Example: Alice lends Generosity with Betrayal; Bob puts it into his hand with Fear and plays it again: it stays his after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Generosity
      Then Generosity is one of Bob's moods
      When Alice passes
      And Bob plays Fear
      And Bob chooses Generosity
      And Bob plays Generosity
      And Bob passes
      Then Generosity is one of Bob's moods
      And Alice has moods Betrayal

    Example: Alice takes Bob's Generosity with Recklessness, puts it into her hand with Fear and plays it again: she keeps it after scoring
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness and Fear in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice plays Fear
      And Alice chooses Generosity
      And Alice plays Generosity
      And Alice chooses Bob
      And the round is scored
      Then Generosity is one of Alice's moods
      And Bob has moods Boredom

    Example: Thrill picks up Insecurity's Charity and plays it again: it stays after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity, Charity and Thrill in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice plays Thrill
      And Alice chooses Charity
      And Alice plays Charity
      And the round is scored
      Then Alice has moods Insecurity, Thrill and Charity

    Example: without Fear, the same Charity goes back to Alice's hand after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity and Charity in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And the round is scored
      Then Charity is in Alice's hand

  @source:community-2026-12-04 @card:fear @card:dignity @card:cheer @card:delight @card:embarrassment @card:condescension @card:cynicism @card:infatuation @card:fascination @card:curiosity @card:altruism @card:imagination @card:bliss @card:encouragement @card:glee @card:patience @card:triumph @card:chivalry @card:betrayal
  Rule: A mood played again from a hand remembers nothing of its earlier time in play: its side, its color and its choices are made again, or not at all
    A players' question, settled by the notes. A card in a hand is not a mood (glossary.mood),
    and playing it again plays a new mood: its cost is paid and its effect happens again
    (thrill.4, rules.taking-a-turn.7). The notes say so of what a mood remembers: Guilt
    played again may take the other choice (guilt.6), and Wonder's color changes only if it
    goes back to a hand and is played again (wonder.1). A value "becomes" 5, 6 or 7 by what
    its player did as the mood was played (cheer.4), so played again it is its printed value
    until its effect is done again. Imagination chooses a color again (imagination.1), Bliss
    discards again and remembers the new card's color (bliss.6), Encouragement chooses again,
    and "if you played it this round" reads the new play (glee.text, patience.text). Triumph
    and Chivalry, whose value is settled for the round, are settled again as they come into
    play, for the player who plays them (triumph.2, moved-moods.feature). A suppression is not
    carried over either (suppressed-moods.feature).

    Example: Alice's Dignity, worth 5 for a card discarded last round, goes back to her hand with Fear and is played again without a discard: it is worth 3
      Given a game between Alice and Bob
      And Alice has Charity in hand
      And Alice played Dignity, choosing Charity
      And it is Alice's turn
      And Alice has Fear and Zeal in hand
      Then Dignity's value is 5
      When Alice plays Fear
      And Alice chooses Dignity
      And Alice plays Dignity
      And Alice chooses nothing
      Then Dignity's value is 3

    Example: Cheer played again asks for a discard again, and without one is worth 3
      Given a game between Alice and Bob
      And Alice has Boredom in hand
      And Alice played Cheer, choosing Boredom
      And it is Alice's turn
      And Alice has Fear and Generosity in hand
      Then Cheer's value is 5
      When Alice plays Fear
      And Alice chooses Cheer
      And Alice plays Cheer
      Then Alice may choose Generosity
      When Alice chooses nothing
      Then Cheer's value is 3

    Example: Delight played again is worth 5 only for a new discard
      Given a game between Alice and Bob
      And Alice has Charity in hand
      And Alice played Delight, choosing Charity
      And it is Alice's turn
      And Alice has Fear and Zeal in hand
      When Alice plays Fear
      And Alice chooses Delight
      And Alice plays Delight
      And Alice chooses Zeal
      Then Delight's value is 5
      And the discard pile holds Charity and Zeal

    Example: Embarrassment played again with no card to discard is worth 3
      Given a game between Alice and Bob
      And Alice has Generosity in hand
      And Alice played Embarrassment, choosing Generosity
      And it is Alice's turn
      And Alice has Fear in hand
      Then Embarrassment's value is 5
      When Alice plays Fear
      And Alice chooses Embarrassment
      And Alice plays Embarrassment
      Then Embarrassment's value is 3

    Example: Condescension played again gives a card again to be worth 6
      Given a game between Alice and Bob
      And Alice has Zeal in hand
      And Alice played Condescension, choosing Zeal
      And it is Alice's turn
      And Alice has Fear and Glee in hand
      When Alice plays Fear
      And Alice chooses Condescension
      And Alice plays Condescension
      And Alice chooses Glee
      Then Condescension's value is 6
      And Bob's hand holds Zeal and Glee

    Example: Cynicism played again with an empty discard pile is worth 3
      Given a game between Alice and Bob
      And the discard pile holds Zeal
      And Alice played Cynicism, choosing Zeal
      And it is Alice's turn
      And Alice has Fear in hand
      Then Cynicism's value is 6
      When Alice plays Fear
      And Alice chooses Cynicism
      And Alice plays Cynicism
      Then Cynicism's value is 3

    Example: Infatuation played again keeps its 9 only by sending two more moods away
      Given a game between Alice and Bob
      And Alice has moods Boredom and Laziness
      And Alice played Infatuation, choosing Boredom and Laziness
      And it is Alice's turn
      And Alice has moods Charity
      And Alice has Fear in hand
      Then Infatuation's value is 9
      When Alice plays Fear
      And Alice chooses Infatuation
      And Alice plays Infatuation
      And Alice chooses nothing
      Then Infatuation's value is 3

    Example: Fascination played again with no blue or black card to give is worth 3
      Given a game between Alice and Bob
      And Alice has Hate in hand
      And Alice played Fascination, choosing Hate
      And it is Alice's turn
      And Alice has Fear in hand
      Then Fascination's value is 7
      When Alice plays Fear
      And Alice chooses Fascination
      And Alice plays Fascination
      Then Fascination's value is 3

    Example: Curiosity played again reveals again, and is worth 3 when the card matches no mood
      Given a game between Alice and Bob
      And Bob has moods Complacency
      And Bob has Charity in hand
      And Alice played Curiosity, choosing Bob
      And it is Alice's turn
      And Alice has Fear in hand
      And Bob has Laziness in hand
      Then Curiosity's value is 6
      When Alice plays Fear
      And Alice chooses Curiosity
      And Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Laziness
      Then Curiosity's value is 3

    Example: Altruism played again finds the discard pile it emptied, and is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Zeal
      And Alice has Altruism and Fear in hand
      When Alice plays Altruism
      Then Altruism's value is 7
      When Alice passes
      And Bob passes
      And Alice plays Fear
      And Alice chooses Altruism
      And Alice plays Altruism
      Then Altruism's value is 3

    Example: Imagination played again chooses its color again: Bob's Charity, red, turns green
      Given a game between Alice and Bob
      And Bob has moods Charity
      And Alice played Imagination, choosing red
      And it is Alice's turn
      And Alice has Fear in hand
      Then Charity is red
      When Alice plays Fear
      And Alice chooses Imagination
      And Alice plays Imagination
      And Alice chooses green
      Then Charity is green
      And Imagination remembers green

    Example: Bliss played again discards again, and scores the moods of the new card's color
      Given a game between Alice and Bob
      And Alice has moods Boredom and Laziness
      And Alice has Zeal in hand
      And Alice played Bliss
      And it is Alice's turn
      And Alice has Fear, Generosity and Charity in hand
      Then Alice's score is 18
      When Alice plays Fear
      And Alice chooses Bliss
      And Alice plays Bliss
      And Alice chooses Generosity
      Then Bliss remembers green
      And Alice's score is 22

    Example: Encouragement played again chooses again: Alice's Chivalry falls back to 3, and her Glee rises to 6
      Given a game between Alice and Bob
      And Alice has moods Chivalry and Glee
      And Alice played Encouragement, choosing Chivalry
      And it is Alice's turn
      And Alice has Fear in hand
      Then Chivalry's value is 5
      When Alice plays Fear
      And Alice chooses Encouragement
      Then Chivalry's value is 3
      When Alice plays Encouragement
      And Alice chooses Glee
      Then Chivalry's value is 3
      And Glee's value is 6

    Example: Glee from an earlier round, played again, was played this round: it is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Glee
      And Alice has Fear in hand
      Then Glee's value is 0
      When Alice plays Fear
      And Alice chooses Glee
      And Alice plays Glee
      Then Glee's value is 6

    Example: Patience from an earlier round, played again, was played this round: it is worth 1
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Patience
      And Alice has Fear in hand
      Then Patience's value is 5
      When Alice plays Fear
      And Alice chooses Patience
      And Alice plays Patience
      Then Patience's value is 1

    Example: Alice, who went first, lends Triumph to Bob, still worth 5; Bob plays it again, and for him it is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph and Laziness
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      When Alice plays Betrayal
      And Alice chooses Triumph
      And Alice passes
      Then Triumph is one of Bob's moods
      And Triumph's value is 5
      When Bob plays Fear
      And Bob chooses Triumph
      And Bob plays Triumph
      Then Triumph's value is 3

    Example: Alice, who went first, lends Chivalry to Bob, still worth 3; Bob plays it again, and for him it is worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Chivalry and Laziness
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      When Alice plays Betrayal
      And Alice chooses Chivalry
      And Alice passes
      Then Chivalry is one of Bob's moods
      And Chivalry's value is 3
      When Bob plays Fear
      And Bob chooses Chivalry
      And Bob plays Chivalry
      Then Chivalry's value is 5

  @source:community-2026-12-04 @card:fear @card:faith @card:pacifism @card:meekness @card:shame @card:guilt @card:scorn
  Rule: A mood that suppresses others "for as long as you have it" lets them go when it goes back to a hand, and played again it suppresses anew; Scorn's suppression lasts the round whatever becomes of Scorn
    A players' question, settled by the notes. Faith, Pacifism, Meekness, Shame and Guilt
    suppress for as long as their player has them, and a mood that leaves play stops
    suppressing at once (faith.4, pacifism.5, meekness.7, shame.10, guilt.4): a hand is out
    of play. Played again, the mood's effect happens again (thrill.4) and picks its moods
    again, with Guilt free to take its other option (guilt.6). Scorn's suppression is for
    the rest of the round (scorn.6), with nothing said of Scorn staying in play, so it holds
    after Scorn goes back to a hand, and Scorn played again suppresses one more mood.

    Example: Faith goes back to Alice's hand and Bob's Generosity is free; played again with a new discard, Faith suppresses his Boredom
      Given a game between Alice and Bob
      And Bob has moods Generosity and Boredom
      And Alice has Laziness in hand
      And Alice played Faith, choosing Laziness then Generosity
      And it is Alice's turn
      And Alice has Fear and Joy in hand
      Then Generosity is suppressed
      When Alice plays Fear
      And Alice chooses Faith
      Then Generosity is not suppressed
      When Alice plays Faith
      And Alice chooses Joy
      And Alice chooses Boredom
      Then Boredom is suppressed
      And Generosity's value is 6

    Example: Pacifism goes back to Alice's hand, and played again suppresses another of Bob's moods
      Given a game between Alice and Bob
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Bob has moods Boredom
      And it is Alice's turn
      And Alice has Fear in hand
      Then Generosity is suppressed
      When Alice plays Fear
      And Alice chooses Pacifism
      And Alice plays Pacifism
      And Alice chooses Bob
      And Alice chooses Boredom
      Then Boredom is suppressed
      And Generosity is not suppressed

    Example: Meekness played again suppresses every mood worth 5 or more now, the one it let go and a newer one
      Given a game between Alice and Bob
      And Bob has moods Generosity
      And Alice played Meekness
      And Bob has moods Self-Loathing
      And it is Alice's turn
      And Alice has Fear in hand
      Then Generosity is suppressed
      And Self-Loathing is not suppressed
      When Alice plays Fear
      And Alice chooses Meekness
      Then Generosity is not suppressed
      When Alice plays Meekness
      Then Generosity is suppressed
      And Self-Loathing is suppressed

    Example: Shame played again suppresses the moods of the new discarded card's color, not the old one's
      Given a game between Alice and Bob
      And Bob has moods Boredom and Laziness
      And Alice has Zeal in hand
      And Alice played Shame, choosing Zeal
      And it is Alice's turn
      And Alice has Fear and Joy in hand
      Then Boredom is suppressed
      When Alice plays Fear
      And Alice chooses Shame
      And Alice plays Shame
      And Alice chooses Joy
      Then Laziness is suppressed
      And Boredom is not suppressed

    Example: Guilt played again may take its other option: all black and red moods this time
      Given a game between Alice and Bob
      And Bob has moods Boredom and Hate
      And Alice played Guilt, choosing suppress a black or red mood then Boredom
      And it is Alice's turn
      And Alice has Fear in hand
      Then Boredom is suppressed
      And Hate is not suppressed
      When Alice plays Fear
      And Alice chooses Guilt
      And Alice plays Guilt
      And Alice chooses suppress all black and red moods
      Then Boredom is suppressed
      And Hate is suppressed

    Example: Scorn goes back to Alice's hand and Bob's Generosity stays suppressed; played again, Scorn suppresses his Boredom too, both until the round ends
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Generosity and Boredom
      And Alice has Scorn and Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Scorn
      And Alice chooses Generosity
      And Alice plays Fear
      And Alice answers Scorn: nothing
      And Alice answers Fear: Scorn
      Then Scorn is in Alice's hand
      And Generosity is suppressed
      When Alice plays Scorn
      And Alice chooses Boredom
      Then Boredom is suppressed
      And Generosity is suppressed
      When the round is scored
      Then Bob scored 0
      And Generosity is not suppressed
      And Boredom is not suppressed

  @source:reference-2026-12-04 @card:fear @card:hope @card:insecurity @card:gluttony @card:betrayal @card:sneakiness @card:bashfulness @card:recklessness @card:arrogance @card:doubt @card:corruption @card:joy @card:awe
  Rule: What a mood's effect set up stays set up when the mood goes back to a hand, except what was to be done with the mood itself; played again, it sets up its effect once more
    The reference's own ruling. An effect that waits (after scoring, next round, next turn)
    was set up by the play, and the play happened: once its card has left play, such an
    effect still acts on the other mood or the scores it names, and nothing is done with the
    card itself (rules/after-scoring.feature; insecurity.3 and recklessness.5 show the first
    half, rules.after-scoring.2 the second). Played again, the card is a new mood whose effect
    happens again (thrill.4), so a second effect is set up beside the first, as when an effect
    happens twice (repeated-effects.feature, second-time-through.feature: two swaps, two
    permissions, a ban on both reveals). Arrogance gives its mood back as soon as it is no
    longer in play (arrogance.text), a hand included, and may take one again when played
    again. Awe chooses the first player again, and the later choice stands, as for Honor and
    Awe (honor.3).

    A careful reader might let what the first play set up lapse once its card leaves play, so
    that only the second play's effect happens. The examples of Insecurity, Gluttony,
    Betrayal, Sneakiness and Recklessness fail under that reading (one mood would stay, one
    swap would happen); those of Bashfulness and Recklessness show that what was to be done
    with the card itself is done once, by the mood in play.

    Example: Insecurity goes back to Alice's hand and is played again: after scoring, both of its additional moods go back to her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity, Charity, Fear and Boredom in hand
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Insecurity
      And Alice plays Insecurity
      And Alice plays Boredom
      And the round is scored
      And Alice answers the after-scoring order: Insecurity: Charity goes back into its player's hand
      Then Alice's hand holds Charity and Boredom
      And Alice has moods Fear and Insecurity

    Example: Gluttony goes back to Alice's hand and is played again: after scoring, both of its additional moods go to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony, Charity, Fear and Boredom in hand
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice plays Fear
      And Alice chooses Gluttony
      And Alice plays Gluttony
      And Alice plays Boredom
      And the round is scored
      And Alice answers the after-scoring order: Gluttony: Charity goes to the discard pile
      Then the discard pile holds Charity and Boredom
      And Alice has moods Fear and Gluttony

    Example: Betrayal goes back to Alice's hand and is played again: after scoring, both moods it lent are hers again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope, Laziness and Boredom
      And Alice has Betrayal and Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Laziness
      And Alice plays Fear
      And Alice chooses Betrayal
      And Alice plays Betrayal
      And Alice chooses Boredom
      Then Bob has moods Laziness and Boredom
      When the round is scored
      And Alice answers the after-scoring order: Betrayal: Laziness comes back
      Then Alice has moods Hope, Fear, Betrayal, Laziness and Boredom

    Example: Sneakiness goes back to Alice's hand and is played again: after scoring she swaps with Bob, then with Carol
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Generosity
      And Carol has moods Boredom and Zeal
      And Alice has Sneakiness and Fear in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Sneakiness
      And Alice chooses Bob
      And Alice plays Fear
      And Alice chooses Sneakiness
      And Alice plays Sneakiness
      And Alice chooses Carol
      And the round is scored
      And Alice answers the after-scoring order: Sneakiness: swaps scores with Bob before the winner is decided
      Then Alice scored 7
      And Bob scored 5
      And Carol scored 6

    Example: Bashfulness goes back to Alice's hand and is played again: when she wins, it goes under the deck once, and she draws one card
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Bashfulness and Fear in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Bashfulness
      And Alice plays Fear
      And Alice chooses Bashfulness
      And Alice plays Bashfulness
      And the round is scored
      Then Alice wins the round
      And Alice's hand holds Joy
      And the deck holds Bashfulness (top first)

    Example: Recklessness goes back to Alice's hand and is played again: after scoring both moods it took go back to Bob, and it goes under the deck once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Generosity and Boredom
      And Alice has Recklessness and Fear in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Recklessness
      And Alice chooses Generosity
      And Alice plays Fear
      And Alice chooses Recklessness
      And Alice plays Recklessness
      And Alice chooses Boredom
      And the round is scored
      And Alice answers the after-scoring order: Recklessness: Generosity is given back
      And Alice answers the after-scoring order: Recklessness: Boredom is given back
      Then Bob has moods Generosity and Boredom
      And Alice has moods Hope and Fear
      And the deck holds Recklessness (top first)
      And Alice's hand holds Joy

    Example: Arrogance goes back to Alice's hand and Bob's Charity goes back to him at once; played again, Arrogance takes it again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Bob has moods Charity and Generosity
      And Alice has Arrogance and Fear in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Charity is one of Alice's moods
      When Alice plays Fear
      And Alice chooses Arrogance
      Then Charity is one of Bob's moods
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Charity is one of Alice's moods

    Example: Doubt goes back to Alice's hand and is played again: next round, the colors of both reveals are banned
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Doubt, Fear, Boredom, Charity and Laziness in hand
      And the deck holds Zeal, Glee, Hate and Joy (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice plays Fear
      And Alice chooses Doubt
      And Alice plays Doubt
      And Alice chooses Charity
      And the round is scored
      Then Alice goes first
      And Alice cannot play Zeal because red moods can't be played this round
      And Alice may play Laziness

    Example: Corruption goes back to Alice's hand and is played again with its other option: both happen
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And the discard pile holds Zeal
      And Alice has Corruption and Fear in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Zeal
      And Alice plays Fear
      And Alice chooses Corruption
      And Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      Then Alice's hand holds Joy
      When the round is scored
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Joy goes back to Alice's hand and is played again: on her next turn she may play two additional moods, besides Hope's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Joy, Fear, Boredom, Laziness, Apathy, Complacency and Indifference in hand
      And the deck holds Glee (top first)
      When Alice plays Joy
      And Alice plays Fear
      And Alice chooses Joy
      And Alice plays Joy
      And the round is scored
      Then Alice goes first
      When Alice plays Boredom
      And Alice plays Laziness
      And Alice plays Apathy
      And Alice plays Complacency
      Then Alice has played 4 moods this turn
      And Alice may not play another mood

    Example: Awe goes back to Alice's hand and is played again choosing Carol: the later choice stands
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Awe and Fear in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice plays Fear
      And Alice chooses Awe
      And Alice plays Awe
      And Alice chooses Carol
      And the round is scored
      Then no round has been scored
      And Carol goes first

  @source:reference-2026-12-04 @card:fear @card:hope @card:grace @card:validation @card:duplicity @card:idealism @card:melancholy @card:stubbornness
  Rule: A mood's standing plays and raised values go with it into a hand, and played again it gives them anew as a new mood; plays it already gave that turn stay given
    The reference's own ruling. What a mood does "while in play" it does only while it is in
    play (rules.taking-a-turn.4): Hope gives no play once it has left (hope.2), and Idealism's
    raised values fall back (idealism.4). Played again, the card is a new mood, and Hope and
    Grace give their play "including the turn you play this mood" (hope.text, grace.text), so
    a Hope played again gives one more play in the same turn. A play already given is kept: Stubbornness gives
    its play as the turn starts, and keeps it given though it leaves play (stubbornness.6), but
    played again in the middle of the turn it finds the start of the turn gone. Validation and
    Duplicity played again give their own additional mood and react to the moods played after
    them (validation.text, duplicity.text).

    A careful reader might count a standing play once a turn for the card, whatever becomes of
    it, so that a Hope played again gives no second play: the Hope example fails under that
    reading. Another might take back a play already given once its card leaves play; the
    Stubbornness and Validation examples would then end one play short.

    Example: Alice's Hope gives her a play, goes back to her hand with Fear, and played again gives her another the same turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Boredom, Fear, Laziness and Apathy in hand
      When Alice plays Boredom
      And Alice plays Fear
      And Alice chooses Hope
      And Alice plays Hope
      And Alice plays Laziness
      Then Alice has played 4 moods this turn
      And Alice may not play another mood

    Example: Grace goes back to Alice's hand with Fear; played again, it lets her play a green mood from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace and Laziness
      And the discard pile holds Generosity
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Grace
      And Alice plays Grace
      Then Alice may play Generosity from the discard pile

    Example: Idealism goes back to Alice's hand and her Chivalry falls to 3; played again, Idealism raises it to 5 and gives her a play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Idealism and Chivalry
      And Alice has Fear and Boredom in hand
      Then Chivalry's value is 5
      When Alice plays Fear
      And Alice chooses Idealism
      Then Chivalry's value is 3
      When Alice plays Idealism
      Then Chivalry's value is 5
      And Alice may play Boredom

    Example: Melancholy in Alice's hand lets her play nothing from the discard pile; played again, it does
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope and Melancholy
      And the discard pile holds Generosity
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Melancholy
      Then Alice cannot play Generosity from the discard pile because Alice has nothing that lets them play a mood from the discard pile
      When Alice plays Melancholy
      Then Alice may play Generosity from the discard pile

    Example: Stubbornness gave Alice her play as the turn began; back in her hand and played again, it gives no second one
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Boredom and Laziness
      And Alice has Fear, Zeal, Charity and Apathy in hand
      When Alice plays Fear
      And Alice chooses Stubbornness
      And Alice plays Stubbornness
      And Alice plays Apathy
      Then Alice has played 3 moods this turn
      And Alice may not play another mood

    Example: Validation goes back to Alice's hand with Fear and is played again: it gives its own play, and another when she plays Glee
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Alice has Fear, Glee, Boredom, Laziness and Apathy in hand
      When Alice plays Fear
      And Alice chooses Validation
      And Alice plays Validation
      And Alice plays Glee
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice has played 5 moods this turn
      And Alice may not play another mood

    Example: Duplicity goes back to Alice's hand with Fear and is played again: it gives its play, and has Charity's effect happen again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Fear, Charity, Boredom, Laziness and Apathy in hand
      When Alice plays Fear
      And Alice chooses Duplicity
      And Alice plays Duplicity
      And Alice plays Charity
      And Alice answers Duplicity: again
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice has played 5 moods this turn
      And Alice may not play another mood
