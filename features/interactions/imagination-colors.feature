Feature: Colors that Imagination changes
  Imagination makes every mood in play the color its player chose, and leaves cards out of
  play their own color. These rulings say what that means for Doubt's ban on colors, for
  moods that go back to a hand, and for an Imagination that leaves play or changes players
  after scoring.

  @source:community-2026-12-01 @card:doubt @card:imagination
  Rule: Doubt's ban is on a card's own color: under Imagination, a card is judged by its color in hand, not the color it will have in play
    A players' question, settled by the rules. Doubt bans playing moods that share a color
    with the cards it revealed (doubt.text), and a card is played from a hand: until it is
    in play it is its own color, for Imagination changes moods only (imagination.2). The
    notes say so of every card that asks a card's color before it is played (benevolence.3,
    eagerness.2, angst.5: a red card under a white Imagination is still red until played).
    The revealed cards were in a hand too, so they are their own colors as well.

    Example: Doubt revealed a red Boredom; under an Imagination naming red, Alice may play a blue Fear but not a red Zeal
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom, Fear and Zeal in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Boredom
      And Bob played Imagination, choosing red
      Then Alice may play Fear
      And Alice cannot play Zeal because red moods can't be played this round

    Example: under an Imagination naming blue, Alice still can't play the red Zeal, though it would be blue in play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom, Fear and Zeal in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Boredom
      And Bob played Imagination, choosing blue
      Then Alice cannot play Zeal because red moods can't be played this round
      And Alice may play Fear

  @source:community-2026-12-01 @card:fear @card:hesitation @card:imagination
  Rule: A mood put back into a hand is its own color again
    A players' question, settled by the rules. Imagination colors moods, the cards in play,
    and not the cards in hands (imagination.2, curiosity.4). A mood put into a hand is a
    card again (glossary.mood), so it has its printed color there, and a card that asks for
    a color in hand sees that one.

    Example: under an Imagination naming green, Fear puts Alice's Boredom back into her hand, where it is red
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob played Imagination, choosing green
      And Alice has Fear in hand
      Then Boredom is green
      When Alice plays Fear
      And Alice chooses Boredom
      Then Boredom is in Alice's hand
      And Boredom is red

    Example: Hesitation, made red by Imagination, puts every mood into its player's hand, each its own color again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Laziness and Charity
      And Bob played Imagination, choosing red
      And Alice has Hesitation in hand
      When Alice plays Hesitation
      And Alice chooses all red and green moods
      Then Alice has no moods
      And Bob has no moods
      And Laziness is green
      And Charity is white
      And Imagination is in Bob's hand
      And Imagination is blue

  @source:community-2026-12-01 @card:imagination @card:insecurity @card:recklessness
  Rule: An Imagination that leaves play after scoring lets every mood be its own color again; one taken for the round still names the color chosen for it
    A players' question, settled by the rules. Imagination's color holds while it is in
    play (imagination.text); Insecurity puts its mood back into its player's hand after
    scoring (insecurity.text), and then no mood is recolored. An Imagination taken by
    Recklessness still names the color chosen for it, like every quality of a mood that changes
    players (recklessness.3), and it is given back after scoring still naming that color.

    Example: Alice's Imagination, played with Insecurity, goes back to her hand after scoring: Bob's Boredom is red again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Insecurity and Imagination in hand
      When Alice plays Insecurity
      And Alice plays Imagination
      And Alice chooses white
      Then Boredom is white
      When the round is scored
      Then Imagination is in Alice's hand
      And Boredom is red

    Example: Alice takes Bob's Imagination naming blue: every mood stays blue, and after scoring it is Bob's again, still naming blue
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Bob played Imagination, choosing blue
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Imagination
      Then Imagination is one of Alice's moods
      And Boredom is blue
      And Recklessness is blue
      When the round is scored
      And Alice answers the after-scoring order: Recklessness: Imagination is given back
      Then Imagination is one of Bob's moods
      And Boredom is blue

  @source:community-2026-12-01 @card:imagination @card:fickleness @card:rejection @card:denial @card:malice
  Rule: Under Imagination every mood shares the chosen color: Fickleness finds one most common color, and any two moods share a color for Rejection, Denial and Malice
    A players' question, settled by the rules. While Imagination is in play every mood is
    the chosen color and no other (imagination.text): the notes draw the same consequence
    for Bitterness and Love (bitterness.3, love.3). So Fickleness's most common color is
    the chosen one, and every mood but Fickleness goes to its player's hand, Imagination
    included; any two moods Rejection or Denial chooses share a color; and the two moods
    chosen for Malice share a color with every other mood.

    Example: under an Imagination naming green, Alice's Fickleness puts every other mood into its player's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob has moods Boredom and Charity
      And Bob played Imagination, choosing green
      And Alice has Fickleness in hand
      When Alice plays Fickleness
      Then Alice has moods Fickleness
      And Bob has no moods
      And Laziness is in Alice's hand
      And Imagination is in Bob's hand

    Example: under an Imagination naming red, Rejection puts Bob's green Generosity and white Charity into the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Charity
      And Bob played Imagination, choosing red
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Generosity and Charity
      Then the discard pile holds Generosity and Charity
      And Bob has moods Imagination

    Example: under an Imagination naming white, Denial puts Bob's Generosity and Boredom into his hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Bob played Imagination, choosing white
      And Alice has Denial in hand
      When Alice plays Denial
      And Alice chooses Generosity and Boredom
      Then Bob's hand holds Generosity and Boredom
      And Bob has moods Imagination

    Example: under an Imagination naming blue, Malice puts every other mood into the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob has moods Generosity and Boredom
      And Bob played Imagination, choosing blue
      And Alice has Malice in hand
      When Alice plays Malice
      And Alice chooses Bob
      And Bob chooses Generosity and Boredom
      Then Alice has moods Malice
      And Bob has no moods
      And the discard pile holds Laziness, Generosity, Boredom and Imagination

  @source:reference-2026-12-04 @card:imagination @card:discipline @card:loyalty @card:ambivalence @card:obsession @card:disgust @card:pity @card:excitement @card:frustration @card:disregard @card:enjoyment @card:determination @card:happiness @card:love
  Rule: Under Imagination, a card that counts moods of some color counts every mood as the chosen color, itself and Imagination included
    The reference's own ruling. Imagination makes every mood the chosen color and no other
    (imagination.text), the card that reads colors among them, and these cards count the
    moods in play without leaving themselves out: Determination and Love count themselves
    (determination.2, love.2), and so does Bitterness for its own color (bitterness.2). So
    a white Discipline under an Imagination naming black is a black mood, and with
    Imagination makes the two black moods that bring it down to 3; every "two or more" card
    reads the same way, Determination finds three moods of one color, no player has both a red
    and a white mood for Happiness, and Love finds one color only (love.3, celebration.2).

    A careful reader might leave a card out of its own count unless its text says it counts
    itself, as Love and Determination do; the ten cards that ask for "two or more" moods of a
    pair of colors say nothing either way. Each example with no mood but the card and
    Imagination fails under that reading.

    Example: under an Imagination naming black, Alice's white Discipline and Bob's Imagination are two black moods, so Discipline is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Discipline
      And Bob played Imagination, choosing black
      Then Discipline is black
      And Discipline's value is 3

    Example: under an Imagination naming green, Alice's white Loyalty and Imagination are two green moods, so Loyalty is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Loyalty
      And Bob played Imagination, choosing green
      Then Loyalty's value is 6

    Example: under an Imagination naming red, Alice's blue Ambivalence and Imagination are two red moods, so Ambivalence is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Ambivalence
      And Bob played Imagination, choosing red
      Then Ambivalence's value is 3

    Example: under an Imagination naming white, Alice's blue Obsession and Imagination are two white moods, so Obsession is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Obsession
      And Bob played Imagination, choosing white
      Then Obsession's value is 6

    Example: under an Imagination naming green, Alice's black Disgust and Imagination are two green moods, so Disgust is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Disgust
      And Bob played Imagination, choosing green
      Then Disgust's value is 3

    Example: under an Imagination naming red, Alice's black Pity and Imagination are two red moods, so Pity is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Pity
      And Bob played Imagination, choosing red
      Then Pity's value is 6

    Example: under an Imagination naming black, Alice's red Excitement and Imagination are two black moods, so Excitement is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Excitement
      And Bob played Imagination, choosing black
      Then Excitement's value is 6

    Example: under an Imagination naming white, Alice's red Frustration and Imagination are two white moods, so Frustration is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Frustration
      And Bob played Imagination, choosing white
      Then Frustration's value is 3

    Example: under an Imagination naming black, Alice's green Disregard and Imagination are two black moods, so Disregard is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Disregard
      And Bob played Imagination, choosing black
      Then Disregard's value is 3

    Example: under an Imagination naming red, Alice's green Enjoyment and Imagination are two red moods, so Enjoyment is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Enjoyment
      And Bob played Imagination, choosing red
      Then Enjoyment's value is 6

    Example: under an Imagination naming blue, Determination, a red Boredom and Imagination are three blue moods, so Determination is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Determination and Boredom
      And Bob played Imagination, choosing blue
      Then Determination's value is 6

    Example: Alice has a red Boredom and a white Charity; once Bob's Imagination names red, no player has both colors, and Happiness falls to 2
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Happiness, Boredom and Charity
      And Bob has Imagination in hand
      Then Happiness's value is 8
      When Bob plays Imagination
      And Bob chooses red
      Then Happiness's value is 2

    Example: the five colors are in play, and once Bob's Imagination names green, Love falls to 4
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Love, Charity, Hate and Boredom
      And Bob has moods Fear
      And Bob has Imagination in hand
      Then Love's value is 12
      When Bob plays Imagination
      And Bob chooses green
      Then Love's value is 4
      And Alice's score is 9

  @source:reference-2026-12-04 @card:imagination @card:guilt @card:hostility @card:worry
  Rule: An effect that picks moods by color reaches its own card once Imagination gives it that color, unless its text leaves it out
    The reference's own ruling. Imagination makes every mood the chosen color (imagination.text),
    the mood being played included, and its effect happens after it is in play
    (rules.taking-a-turn.9). The notes say what follows for two cards of this shape: Contempt
    made green or white puts itself into the discard pile, and Hesitation made red or green
    puts itself into its player's hand (contempt.4, hesitation.4). One family, one answer:
    Guilt's "all black and red moods" suppresses Guilt itself when it is red or black,
    Hostility may pay with itself as one of its player's black or green moods, and Worry may
    put itself into its player's hand as one of their white or black moods (Worry's second
    part leaves it out in so many words, "other than this one", and so does nothing once it
    has left; Hostility's second part may still go on).

    A careful reader might never let an effect reach the card it is written on, as Bitterness,
    Fickleness and Shame say of themselves ("all other moods"). The examples fail under that
    reading.

    Example: under an Imagination naming red, Alice's Guilt suppresses all black and red moods: every mood, Guilt included
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Bob played Imagination, choosing red
      And Alice has Guilt in hand
      When Alice plays Guilt
      And Alice chooses suppress all black and red moods
      Then Guilt is suppressed
      And Generosity is suppressed
      And Imagination is suppressed

    Example: under an Imagination naming green, Alice's red Hostility puts itself into the discard pile, then Bob's Charity
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Bob played Imagination, choosing green
      And Alice has Hostility in hand
      When Alice plays Hostility
      And Alice chooses Hostility
      And Alice chooses Charity
      Then the discard pile holds Hostility and Charity
      And Bob has moods Imagination

    Example: under an Imagination naming white, Alice's blue Worry puts itself into her hand, then Bob's Charity into his
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Bob played Imagination, choosing white
      And Alice has Worry in hand
      When Alice plays Worry
      And Alice chooses Worry
      And Alice chooses Charity
      Then Worry is in Alice's hand
      And Charity is in Bob's hand
