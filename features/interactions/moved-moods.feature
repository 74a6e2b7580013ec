Feature: Moods that change players
  Recklessness, Betrayal, Guile, Avoidance, Chaos and others move a mood from one player to
  another in the middle of a round. The notes say a moved mood keeps its qualities. These
  rulings say what that means for the cards whose text speaks of "you", with one principle
  for all of them: what was done with the mood stays done, and what its text asks of its
  player is asked of whoever has it now.

  What was done with the mood is one of its qualities, and it moves with it (recklessness.3,
  chaos.1): when it was played, what was chosen, discarded or paid for it, its value, its
  suppression; and a mood it took, lent or let its player play goes back where it came from.
  What the text asks of its player (their moods, hand, colors, score and turns, whether they
  won the round) is asked of the player who has it now, on the table as it is now: the
  moods in front of a player are theirs (chaos.2), and so is what their text asks. The one
  exception is a value the sources fix for the whole round as it begins (triumph.2): that
  value was settled before the move, so it moves with the mood until the round ends.

  @source:reference-2026-11-30 @card:glee @card:patience @card:recklessness @card:guile
  Rule: "If you played it this round" asks when the mood was played, not who has it now
    The reference's own ruling, under this page's principle. Glee and Patience (the family of
    cards whose value depends on having been played this round) ask how the mood itself came
    into play: that was done when it was played, and it is one of the qualities a mood keeps
    when it moves, its value included (recklessness.3, betrayal.2, guile.5; chaos.1 shows a
    value a mood got from its player's choice staying with it). patience.1 says Patience is
    never worth 5 in the turn it is played, whoever has it then. So a mood played this round
    stays "played this round" when another player takes it, and next round it is not,
    whoever has it.

    A careful reader might instead take "you" as whoever has the mood now, as for the cards
    that ask about their player (next ruling): then a taken Glee would drop to 0 and a taken
    Patience would be worth 5 in the very turn it was played. The examples below fail under
    that reading.

    Example: Bob takes the Glee Alice played this round, and it is still worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Glee in hand
      And Bob has Recklessness in hand
      When Alice plays Glee
      And Alice passes
      And Bob plays Recklessness
      And Bob chooses Glee
      Then Glee is one of Bob's moods
      And Glee's value is 6

    Example: Bob takes the Patience Alice played this round: 1 this round, 5 the next
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Patience in hand
      And Bob has Guile, Fear and Hate in hand
      When Alice plays Patience
      And Alice passes
      And Bob plays Guile
      Then Patience is one of Bob's moods
      And Patience's value is 1
      When the round is scored
      Then Patience is one of Bob's moods
      And Patience's value is 5

  @source:reference-2026-11-30 @card:superiority @card:recklessness @card:bliss @card:vanity @card:sloth @card:animosity @card:idealism @card:passion @card:validation @card:duplicity @card:melancholy @card:stubbornness @card:fondness @card:betrayal @card:guile
  Rule: A condition about the mood's player is read for whoever has the mood now, on the table as it is now
    The reference's own ruling, under this page's principle. Superiority's "if you have more
    moods than each other player" asks about a player, not about how the mood came into
    play: it is asked of the player who has it now. The mood keeps its qualities when it
    moves (recklessness.3), but a value that can change is read from the table whenever it
    is counted (rules.anatomy-of-a-card.4), and the table around it has changed. Every card
    whose text asks about its player's table reads the same way: Serenity, Tranquility,
    Celebration, Vanity, Sloth, Envy and Animosity for their values; Bliss, Enthusiasm,
    Exhilaration, Passion and Idealism for "your moods" (Bliss keeps the color of the card
    discarded to play it, which was done with the mood); Hope, Grace, Stubbornness and
    Melancholy for "your turns"; Scorn, Validation and Duplicity for "each time you play".
    Fondness, which asks about every player's moods, is read on the table the move left.
    Triumph and Chivalry, whose value the round fixes as it begins, are the next ruling.

    A careful reader might take "its value remains the same" (recklessness.3) literally and
    keep the 7 Superiority had with Alice; or read each condition for the player who played
    the mood, as for Glee, and score Bliss's extra times for that player. The examples fail
    under either reading: in the first two, Alice still has more moods than Bob and has no
    red mood; in the others, each mood's value or play follows Bob, who took it, and Stubbornness
    lent by Alice's Betrayal counts for Bob at the start of his turn (stubbornness.1).

    Example: Superiority taken by Bob counts Bob's moods, fewer than Alice's, so it is 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Superiority, Boredom, Apathy and Laziness
      And Bob has Recklessness in hand
      Then Superiority's value is 7
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Superiority
      Then Superiority is one of Bob's moods
      And Superiority's value is 3

    Example: Bliss taken by Bob keeps the red of the card Alice discarded, and scores Bob's red moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Charity
      And Bob has moods Boredom
      And Alice has Bliss and Zeal in hand
      And Bob has Recklessness in hand
      When Alice plays Bliss
      And Alice passes
      And Bob plays Recklessness
      And Bob chooses Bliss
      Then Bliss is one of Bob's moods
      And Bob's score is 14
      And Alice's score is 1

    Example: Vanity taken by Bob counts Bob's moods, and three for each while his hand is empty
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Vanity, Boredom and Laziness
      And Alice has Charity in hand
      And Bob has Recklessness in hand
      Then Vanity's value is 3
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Vanity
      Then Vanity is one of Bob's moods
      And Vanity's value is 6

    Example: Sloth taken by Bob counts the cards in Bob's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Sloth
      And Alice has Charity, Glee and Zeal in hand
      And Bob has Recklessness and Joy in hand
      Then Sloth's value is 6
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Sloth
      Then Sloth is one of Bob's moods
      And Sloth's value is 4

    Example: Animosity taken by Bob looks at his opponent's hand, which holds one card
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Animosity
      And Alice has Charity in hand
      And Bob has Recklessness, Joy, Glee and Zeal in hand
      Then Animosity's value is 5
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Animosity
      Then Animosity is one of Bob's moods
      And Animosity's value is 3

    Example: Idealism taken by Bob raises Bob's Glee, and Alice's Chivalry falls back
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Idealism and Chivalry
      And Bob has moods Glee
      And Bob has Recklessness in hand
      Then Chivalry's value is 5
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Idealism
      Then Idealism is one of Bob's moods
      And Glee's value is 6
      And Chivalry's value is 3

    Example: Passion taken by Bob lets Bob score one of Alice's moods as his
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion and Generosity
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy and Glee (top first)
      When Alice passes
      And Bob plays Guile
      And Bob chooses Passion
      And Bob passes
      And Bob answers Passion: Generosity
      Then Bob scored 6
      And Alice scored 6

    Example: Validation taken by Bob gives Bob an additional mood when he plays a 0
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Validation
      And Bob has Hurt Feelings
      And Bob has Recklessness, Glee and Zeal in hand
      When Bob plays Recklessness
      And Bob chooses Validation
      And Bob plays Glee
      Then Bob may play an additional mood
      And Bob may play Zeal

    Example: Duplicity taken by Bob lets Bob have Charity's effect happen again
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Duplicity
      And Bob has Hurt Feelings
      And Bob has Recklessness, Charity, Glee and Zeal in hand
      When Bob plays Recklessness
      And Bob chooses Duplicity
      And Bob plays Charity
      And Bob answers Duplicity: again
      And Bob plays Glee
      Then Bob may play an additional mood
      And Bob may play Zeal

    Example: Melancholy taken by Bob lets Bob play from the discard pile
      Given a game between Alice, Bob and Carol
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Melancholy
      And Bob has Hurt Feelings
      And the discard pile holds Generosity
      And Bob has Recklessness in hand
      When Bob plays Recklessness
      And Bob chooses Melancholy
      Then Bob may play Generosity from the discard pile

    Example: Stubbornness lent to Bob gives Bob its additional mood at the start of his turn, as Alice has more moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness, Boredom and Laziness
      And Alice has Betrayal in hand
      And Bob has Glee and Zeal in hand
      When Alice plays Betrayal
      And Alice chooses Stubbornness
      And Alice passes
      And Bob plays Glee
      Then Bob may play an additional mood
      And Bob may play Zeal

    Example: Fondness taken by Bob leaves Alice with two moods, so it falls to 0
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Fondness, Boredom and Laziness
      And Bob has moods Charity and Hate
      And Bob has Recklessness in hand
      When Alice passes
      And Bob plays Recklessness
      Then Fondness's value is 7
      When Bob chooses Fondness
      Then Fondness is one of Bob's moods
      And Fondness's value is 0

  @source:reference-2026-12-04 @card:triumph @card:chivalry @card:recklessness @card:guile
  Rule: Triumph's and Chivalry's value is fixed as the round begins, for whoever has the mood then: it stays so when the mood changes players, and the next round reads it for its new player
    The reference's own ruling. triumph.2 says, in our words, that Triumph's value is
    settled when the round starts, and that once the first player's turn is over it stays
    as it is. Nothing later in the round changes it, and a move is no exception: five notes
    say that a mood that changes players keeps its qualities, its value among them
    (recklessness.3, arrogance.1, avoidance.3, betrayal.2, guile.5). So a Triumph worth 5
    to the player who went first is still worth 5 to the player who takes it, and a Triumph
    worth 3 stays 3 with the first player. A Triumph played during the round is settled as
    it comes into play, for its player: the first player's is worth 5 (triumph.1), anyone
    else's 3. Chivalry asks the same question the other way round (chivalry.text: "if you
    didn't go first this round"), and who went first is settled when the round starts, so
    one family, one answer: a taken Chivalry keeps its value too. The next round settles
    the value again, for whoever has the mood as that round begins.

    A careful reader might follow this page's principle for every "you" and read the
    condition for whoever has the mood now, as an earlier version of this ruling did, so
    that a Triumph taken by a player who did not go first drops to 3; or read it for the
    player who played the mood, whatever happens after; or keep a moved mood's value for
    good. The first two examples fail under the first reading, the third under the second
    and the third.

    Example: Triumph taken by Bob, who did not go first, is still worth 5 this round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph
      And Bob has Recklessness in hand
      Then Triumph's value is 5
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Triumph
      Then Triumph is one of Bob's moods
      And Triumph's value is 5
      And Bob's score is 5

    Example: Chivalry taken by Bob, who did not go first, is still worth 3 this round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Chivalry
      And Bob has Recklessness in hand
      Then Chivalry's value is 3
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Chivalry
      Then Chivalry is one of Bob's moods
      And Chivalry's value is 3

    Example: Alice's Betrayal lends Laziness to Bob, then Bob takes her Triumph: each move is its own, and Triumph stays 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph and Laziness
      And Alice has Betrayal in hand
      And Bob has Recklessness in hand
      When Alice plays Betrayal
      And Alice chooses Laziness
      Then Laziness is one of Bob's moods
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Triumph
      Then Triumph is one of Bob's moods
      And Triumph's value is 5

    Example: Bob takes Triumph for good with Guile: 5 for the rest of this round, 3 next round, when Alice goes first
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph, Boredom and Laziness
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy and Glee (top first)
      When Alice passes
      And Bob plays Guile
      And Bob chooses Triumph
      Then Triumph is one of Bob's moods
      And Triumph's value is 5
      When Bob passes
      Then Bob scored 5
      And Alice wins the round
      And Alice goes first
      And Triumph's value is 3

  @source:reference-2026-11-30 @card:hope @card:grace @card:recklessness @card:betrayal
  Rule: Hope's and Grace's additional mood belongs to whoever has them, from the moment they do
    The reference's own ruling, under this page's principle. Hope and Grace give their
    additional mood "while in play", during each of "your" turns, which asks about a player: the permission lasts only while the mood is in play and
    yours (hope.2: if Hope leaves play, its additional mood is gone). So a player who takes
    Hope or Grace during their turn may use it in that same turn, and a player who gives it
    away loses it at once. Each Hope or Grace gives one additional mood a turn, whoever has
    it.

    A careful reader might instead fix the permission when the turn begins (or when the mood
    is played), so that a Hope taken in the middle of a turn gives nothing until the next
    turn and a Hope given away still lets its former player play. The examples fail under
    that reading.

    Example: Alice takes Bob's Hope and may play an additional mood at once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Hope
      And Alice has Recklessness and Boredom in hand
      When Alice plays Recklessness
      And Alice chooses Hope
      Then Alice may play an additional mood
      And Alice may play Boredom

    Example: Alice takes Bob's Grace and may play a mood of her color from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Grace
      And the discard pile holds Charity and Boredom
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      And Alice chooses Grace
      Then Alice may play Boredom from the discard pile
      And Alice cannot play Charity from the discard pile because Grace's additional mood must share a color with one of Alice's moods (grace.text)

    Example: Alice gives her Hope to Bob and her additional mood goes with it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Betrayal and Boredom in hand
      When Alice plays Betrayal
      And Alice chooses Hope
      Then Hope is one of Bob's moods
      And Alice may not play another mood

  @source:reference-2026-11-30 @card:betrayal @card:chaos
  Rule: When Betrayal changes players before scoring, the mood it lent still comes back to the player who lent it
    The reference's own ruling, under this page's principle. An "after scoring" effect is
    resolved by whoever has its card then (rules.after-scoring.2, recklessness.7), but a mood
    the card lent goes back where it came from: the mood Betrayal's player gave away
    "becomes yours again", and only the player who gave it can have it again. The notes on Recklessness, Guile and Arrogance say
    the same of a mood that moves after its effect: its first player keeps what it took
    (recklessness.5, guile.7, arrogance.4).

    A careful reader might read "yours" as whoever has Betrayal after scoring, so that a
    Betrayal dealt to, or taken by, the player who received the mood lets them keep it. The
    examples fail under that reading.

    Example: Chaos deals Alice's Betrayal to Bob; after scoring, Laziness is Alice's again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Betrayal in hand
      And Bob has Chaos in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Laziness
      Then Laziness is one of Bob's moods
      When Alice passes
      And Bob plays Chaos
      And the random order is Betrayal then Chaos then Laziness
      Then Betrayal is one of Bob's moods
      And Laziness is one of Bob's moods
      When Bob passes
      Then Laziness is one of Alice's moods
      And Betrayal is one of Bob's moods

    Example: Bob takes Alice's Betrayal for good with Guile; after scoring, Laziness is Alice's again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Betrayal in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Laziness
      And Alice passes
      And Bob plays Guile
      Then Betrayal is one of Bob's moods
      And Laziness is one of Bob's moods
      When Bob passes
      Then Laziness is one of Alice's moods
      And Betrayal is one of Bob's moods

  @source:reference-2026-12-01 @card:sneakiness @card:betrayal @card:guile @card:insecurity
  Rule: An "after scoring" step asks about the player who has its card then: a Sneakiness that changed players swaps its new player's score
    The reference's own ruling, under this page's principle, for Sneakiness given away by
    Betrayal, taken with Guile or moved any other way. An "after scoring" effect belongs to
    whoever has its card then, in turn order (rules.after-scoring.2, rules.after-scoring.3),
    and the notes have that player act and be asked about: a taken Bashfulness asks whether
    its taker won, and its taker draws (bashfulness.4); whoever has Recklessness then puts it
    under the deck and draws (recklessness.7). Sneakiness's "swap your score" asks about a
    player's score, so it is the score of the player who has Sneakiness when its step comes;
    the opponent it swaps with was chosen when it was played, and stays. What a card moved
    goes back where it came from, as the previous ruling says: the mood Alice played with
    Insecurity goes back to her hand (insecurity.2, insecurity.3), whoever has Insecurity.
    So a Sneakiness that Betrayal gave to Bob swaps nothing if Bob's turn came first (Bob
    would swap with himself), and swaps Alice's score if Alice's Betrayal brought it back
    first.

    A careful reader might read every "you" of an "After playing this mood" effect, its
    "after scoring" step included, as the player who played the mood, as Recklessness and
    Betrayal keep with their player the moods they moved: Alice's score would then be
    swapped whoever has Sneakiness. The first two examples fail under that reading; the
    third shows Betrayal's player coming first in turn order, where both readings agree;
    the last fails under the opposite reading, that Insecurity's "your hand" is the hand of
    whoever has Insecurity.

    Example: Carol took Sneakiness, so her score is swapped with Bob's, and Alice's is not
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Carol has moods Charity
      And Alice has Sneakiness in hand
      And Carol has Guile, Fear and Hate in hand
      And the deck holds Joy and Zeal (top first)
      When Alice plays Sneakiness
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol plays Guile
      And Carol chooses Sneakiness
      Then Sneakiness is one of Carol's moods
      When the round is scored
      Then Carol scored 10
      And Bob scored 6
      And Alice scored 0
      And Carol wins the round

    Example: Betrayal gives Sneakiness to Bob, whose turn came first: Bob swaps with himself, and Alice's score stays
      Given a game between Alice and Bob
      And Bob played Generosity
      And Bob went first this round
      And it is Alice's turn
      And Alice has moods Charity
      And Bob has moods Boredom
      And Alice has Sneakiness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Sneakiness
      And Alice plays Betrayal
      And Alice chooses Sneakiness
      And Alice passes
      Then Alice scored 7
      And Bob scored 15
      And Bob wins the round
      And Sneakiness is one of Alice's moods

    Example: Betrayal gives Sneakiness to Bob, but Alice's turn came first: Sneakiness comes back to her, and she swaps
      Given a game between Alice and Bob
      And Bob played Generosity
      And it is Alice's turn
      And Alice has moods Charity
      And Bob has moods Boredom
      And Alice has Sneakiness and Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Sneakiness
      And Alice plays Betrayal
      And Alice chooses Sneakiness
      And Alice passes
      And Bob passes
      Then Alice scored 15
      And Bob scored 7
      And Alice wins the round

    Example: Bob takes Insecurity with Guile; after scoring, the Boredom Alice played with it goes back to her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity and Boredom in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Insecurity
      And Alice plays Boredom
      And Alice passes
      And Bob plays Guile
      And Bob chooses Insecurity
      Then Insecurity is one of Bob's moods
      When Bob passes
      Then Boredom is in Alice's hand
      And Bob has moods Insecurity and Guile

  @source:reference-2026-12-04 @card:serenity @card:envy @card:honor @card:exhilaration @card:recklessness @card:betrayal @card:fear @card:thrill
  Rule: A mood that changed players and is then put into a hand goes into the hand of the player who has it, and stays theirs: nothing gives it back, and played again it is their new mood
    The reference's own ruling. A mood that is put into "its player's hand" goes to the player
    who has it at that moment, whoever played it first: panic.3, chaos.2 and fickleness.4 say
    so, and denial.4 has a player put a mood they took with Guile into their own hand. Once
    there it is a card of that hand like any other (glossary.mood, glossary.card): played
    again, it is a new mood of the player who plays it, with its "To play this card" cost
    paid and its effect happening again (thrill.4). Recklessness gives back only a mood its
    player still has (recklessness.6), and Betrayal takes back only a mood still in play
    (betrayal.text); the mood they remembered left play, so neither reaches the new one, as
    played-again.feature rules for every effect after scoring. In a duel the card still
    belongs to its owner, who gets it back when the game ends (cards-in-duels.feature,
    variants.duel-play.8).

    A careful reader might send the card to the hand of the player who had it before it was
    taken or lent, its first player; or let Recklessness and Betrayal follow the card, so
    that the mood played again is given back after scoring. The examples fail under either
    reading.

    Example: Alice takes Bob's Serenity with Recklessness, puts it into her own hand with Fear and plays it again: it counts her moods and stays hers
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has moods Laziness
      And Bob has moods Serenity and Boredom
      And Alice has Recklessness and Fear in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Serenity
      Then Serenity's value is 3
      When Alice plays Fear
      And Alice chooses Serenity
      Then Serenity is in Alice's hand
      When Alice plays Serenity
      Then Serenity's value is 6
      When the round is scored
      Then Serenity is one of Alice's moods
      And Bob has moods Boredom

    Example: Alice lends Envy to Bob; his Fear puts it into his hand, and he plays it again paying its cost with his own mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Envy, Charity and Laziness
      And Bob has moods Boredom
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Envy
      And Alice passes
      And Bob plays Fear
      And Bob chooses Envy
      Then Envy is in Bob's hand
      When Bob plays Envy
      And Bob chooses Boredom
      Then Boredom is in the discard pile
      And Envy's value is 6
      When Bob passes
      Then Envy is one of Bob's moods
      And Alice has moods Betrayal, Charity and Laziness

    Example: Alice lends Honor to Bob; he puts it into his hand with Fear and plays it again choosing himself, so he goes first though Alice wins
      Given a game between Alice and Bob
      And Alice played Honor, choosing Alice
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Betrayal in hand
      And Bob has Fear in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Honor
      And Alice passes
      And Bob plays Fear
      And Bob chooses Honor
      And Bob plays Honor
      And Bob chooses Bob
      And Bob passes
      Then Alice wins the round
      And Bob goes first
      And Honor is one of Bob's moods

    Example: Alice takes Bob's Exhilaration with Recklessness, picks it up with Thrill and plays it again: it scores her moods an extra time, and stays hers
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has moods Laziness and Charity
      And Bob has moods Exhilaration and Boredom
      And Alice has Recklessness and Thrill in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Exhilaration
      And Alice plays Thrill
      And Alice chooses Exhilaration
      Then Exhilaration is in Alice's hand
      When Alice plays Exhilaration
      And Alice chooses Charity
      Then Charity is in the discard pile
      When the round is scored
      Then Alice scored 10
      And Exhilaration is one of Alice's moods
      And Bob has moods Boredom

  @source:reference-2026-12-04 @card:tranquility @card:celebration @card:betrayal @card:recklessness @card:guile
  Rule: A mood lent or borrowed, then moved on to a third player, comes back one step at a time: each give-back acts at its own player's place in turn order, only if the borrower still has the mood, and Betrayal brings its mood back from whoever has it
    The reference's own ruling. A mood given back goes to the player it was taken from
    (glossary.give-the-mood-back), and only from the player who took it: if they no longer
    have it, nothing is given back (recklessness.6, arrogance.4). Betrayal asks only that its
    mood still be in play (betrayal.text), and gluttony.1 and insecurity.2 have an effect
    after scoring reach its mood in another player's hands. The effects after scoring happen
    in turn order (rules.after-scoring.2, rules.after-scoring.3). So when Carol takes from Bob
    the mood Alice lent him, Alice's Betrayal, earlier in turn order, takes it back from Carol,
    and Carol's Recklessness then finds nothing to give back; and when Carol takes for good
    the mood Alice borrowed from Bob, Alice has nothing to give back, so Bob never gets it.

    A careful reader might send every borrowed mood straight back to the player who had it
    first, or let Betrayal's player have the mood again only from the player it was lent to.
    The first example fails under the second reading, the second under the first.

    Example: Alice lends Tranquility to Bob and Carol takes it from him: it counts Carol's moods, and after scoring it is Alice's again
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Tranquility and Boredom
      And Carol has moods Laziness
      And Alice has Betrayal in hand
      And Carol has Recklessness in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Betrayal
      And Alice chooses Tranquility
      And Alice chooses Bob
      Then Tranquility is one of Bob's moods
      When Alice passes
      And Bob passes
      And Carol plays Recklessness
      And Carol chooses Tranquility
      Then Tranquility's value is 6
      When the round is scored
      Then Tranquility is one of Alice's moods
      And Carol has moods Laziness

    Example: Alice borrows Bob's Celebration with Recklessness and Carol takes it from her with Guile: Alice has nothing to give back, so Carol keeps it
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Celebration, Boredom and Laziness
      And Carol has moods Charity and Worry
      And Alice has Recklessness in hand
      And Carol has Guile, Fear and Hate in hand
      And the deck holds Joy, Zeal, Glee and Hate (top first)
      When Alice plays Recklessness
      And Alice chooses Celebration
      And Alice passes
      And Bob passes
      And Carol plays Guile
      And Carol chooses Celebration
      Then Celebration is one of Carol's moods
      And Celebration's value is 7
      When the round is scored
      Then Celebration is one of Carol's moods
      And Bob has moods Boredom and Laziness
