Feature: Copies while they are in play
  A Creativity played as a copy is that card for as long as it stays in play, and
  Creativity again once it leaves. These rulings follow a copy through the round: when it
  changes players, when its "after scoring" effect comes, when a random pick sends it away,
  and in duels and team games, where whose card it is and whose opponents it names matter.

  @source:community-2026-12-01 @card:creativity @card:recklessness @card:chaos @card:generosity
  Rule: A copy that changes players stays a copy, with the copied color and value
    A players' question, settled by the rules. The copied traits last for as long as the
    Creativity is in play (creativity.text), and a mood that changes players keeps all its
    qualities (recklessness.3, chaos.1). Only leaving play ends a copy (glossary.copy).

    Example: Bob takes Alice's copy of Generosity with Recklessness, and it is still a green 6, and still a copy when it comes back
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice has moods Generosity
      And Alice played Creativity this round, choosing Generosity
      And Bob has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Bob plays Recklessness
      And Bob chooses Creativity
      Then Creativity is one of Bob's moods
      And Creativity is a copy of Generosity
      And Creativity is green
      And Creativity's value is 6
      When Bob passes
      And Bob answers the after-scoring order: Recklessness: Creativity is given back
      Then Creativity is one of Alice's moods
      And Creativity is a copy of Generosity

    Example: Alice's Chaos deals her copy of Generosity to Bob: it is still a copy of Generosity, worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Creativity, choosing Generosity
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Generosity then Creativity then Chaos
      Then Creativity is one of Bob's moods
      And Creativity is a copy of Generosity
      And Creativity's value is 6

  @source:community-2026-12-01 @card:creativity @card:bashfulness @card:sneakiness @card:recklessness
  Rule: A Creativity copying Bashfulness, Sneakiness or Recklessness has that card's "after scoring" effect, and leaves play as Creativity
    A players' question, settled by the rules. A copy takes on all the copied card's
    abilities (glossary.copy, creativity.text), its "after scoring" effect included: it
    happens after scoring as the card's own would (rules.after-scoring.2). When the copy
    goes under the deck, it stops being a copy: it is a blue Creativity there
    (creativity.5).

    Example: Alice's copy of Bashfulness wins the round: the Creativity goes under the deck, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Creativity in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Creativity
      And Alice chooses Bashfulness
      And the round is scored
      Then Alice wins the round
      And Creativity is at the bottom of the deck
      And Creativity is blue
      And Joy is in Alice's hand

    Example: Alice's copy of Sneakiness swaps her score with Bob's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sneakiness and Generosity
      And Alice has Creativity in hand
      And the deck holds Joy (top first)
      When Alice plays Creativity
      And Alice chooses Sneakiness
      And the round is scored
      Then Alice scored 11
      And Bob scored 5
      And Alice wins the round

    Example: Alice's copy of Recklessness goes under the deck after scoring, before Bob's own Recklessness, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Recklessness and Boredom
      And Alice has Creativity in hand
      And the deck holds Joy, Fear and Glee (top first)
      When Alice plays Creativity
      And Alice chooses Recklessness
      And Alice chooses nothing
      And the round is scored
      Then Alice drew Joy
      And Bob drew Fear
      And the deck holds Creativity and Recklessness (top first)
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:cruelty @card:indecisiveness
  Rule: A copy that a random pick sends out of play is a blue Creativity again
    A players' question, settled by the rules. Cruelty and Indecisiveness pick at random
    among a player's moods, and a copy is one of them. Once in the discard pile or a hand it
    stops being a copy (glossary.copy): it is Creativity, a blue card (creativity.5), and
    from a hand it may be played again as a copy of another mood.

    Example: Cruelty's random pick is Bob's copy of Generosity: a blue Creativity goes to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Bob has moods Boredom
      And Bob played Creativity, choosing Generosity
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Creativity
      Then Creativity is in the discard pile
      And Creativity is blue

    Example: Indecisiveness's random pick puts Alice's copy of Generosity into her hand, a blue Creativity again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Generosity and Laziness
      And Alice played Creativity, choosing Generosity
      And Bob has Indecisiveness in hand
      When Alice passes
      And Bob plays Indecisiveness
      And Bob chooses Alice
      And the random pick is Creativity
      Then Creativity is in Alice's hand
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:anger
  Rule: In a duel, a copy that leaves play goes to its own owner's discard pile, as Creativity, whoever's mood it copied
    A players' question, settled by the rules. In duel play each card goes to its owner's
    discard pile (variants.duel-play.6). A Creativity belongs to the player whose deck it
    came from, whatever it copies; out of play it is Creativity again (glossary.copy,
    creativity.5), not the card it copied.

    Example: Alice's Creativity copies Bob's Boredom; Bob's Anger sends it to Alice's discard pile
      Given a structure duel between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Boredom
      And Alice played Creativity this round, choosing Boredom
      And Bob has Anger in hand
      When Bob plays Anger
      And Bob chooses Alice's Creativity
      Then Alice's discard pile holds Creativity
      And Bob's discard pile is empty
      And Creativity is blue

  @source:community-2026-12-01 @card:creativity @card:generosity
  Rule: In a team game, a copy of a teammate's mood names its own player's opponents
    A players' question, settled by the rules. Any mood may be copied, a teammate's too
    (creativity.2), and the copy is treated as if it were that card, played by its own
    player (glossary.copy). Generosity's "an opponent" is then an opponent of the copy's
    player; a teammate is not one (generosity.3).

    Example: Alice copies her partner Carol's Generosity, and must choose Bob or Dave
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Generosity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Generosity
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol

  @source:community-2026-12-01 @card:creativity @card:glee @card:triumph @card:superiority @card:chivalry @card:serenity @card:tranquility @card:vanity @card:sloth @card:animosity
  Rule: A copy's value is read for the copy: its own play this round, its own player's turn and moods
    A players' question, settled by the rules. Creativity copies the printed card and
    nothing that has happened to the mood it copies (creativity.3: a copy of Patience is
    worth 1 in the round it is played). The copy is treated as if it were that card, played
    by its own player (glossary.copy), so its "you" is its own player, read as for any mood
    (see the rulings on "Moods that change players").

    Example: Alice copies the Glee Bob played last round, worth 0 now; her copy, played this round, is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob played Glee
      And Alice has Creativity in hand
      Then Glee's value is 0
      When Alice plays Creativity
      And Alice chooses Glee
      Then Alice's Creativity's value is 6

    Example: Alice went first: her copy of Bob's Triumph is worth 5, Bob's own 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Triumph
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Triumph
      Then Alice's Creativity's value is 5
      And Bob's Triumph's value is 3

    Example: Bob's Superiority is worth 7 to Bob; Alice's copy of it, with fewer moods than Bob, 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Superiority, Boredom and Laziness
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Superiority
      Then Alice's Creativity's value is 3
      And Bob's Superiority's value is 7

    Example: Alice went first: her copy of Bob's Chivalry is worth 3, Bob's own 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Chivalry
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Chivalry
      Then Alice's Creativity's value is 3
      And Bob's Chivalry's value is 5

    Example: Alice's copy of Serenity is her third mood, an odd number: worth 3, while Bob's, one of two, is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Charity
      And Bob has moods Serenity and Laziness
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Serenity
      Then Alice's Creativity's value is 3
      And Bob's Serenity's value is 6

    Example: Alice's copy of Tranquility is her third mood, an odd number: worth 6, while Bob's, one of two, is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Charity
      And Bob has moods Tranquility and Laziness
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Tranquility
      Then Alice's Creativity's value is 6
      And Bob's Tranquility's value is 3

    Example: Alice's hand is empty: her copy of Vanity counts 3 for each of her two moods, while Bob's counts 1 for each of his three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Vanity, Laziness and Apathy
      And Alice has Creativity in hand
      And Bob has Joy in hand
      When Alice plays Creativity
      And Alice chooses Vanity
      Then Alice's Creativity's value is 6
      And Bob's Vanity's value is 3

    Example: Alice's copy of Sloth counts the two cards in her hand, Bob's the none in his
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sloth
      And Alice has Creativity, Joy and Fear in hand
      When Alice plays Creativity
      And Alice chooses Sloth
      Then Alice's Creativity's value is 5
      And Bob's Sloth's value is 3

    Example: Alice's copy of Animosity looks at her opponent Bob's three cards: worth 5, while Bob's, with Alice's hand empty, is worth 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Animosity
      And Alice has Creativity in hand
      And Bob has Joy, Fear and Hate in hand
      When Alice plays Creativity
      And Alice chooses Animosity
      Then Alice's Creativity's value is 5
      And Bob's Animosity's value is 3

  @source:community-2026-12-01 @card:creativity @card:doubt
  Rule: Doubt's ban reads a Creativity as the blue card it is in hand, whatever it will copy
    A players' question, settled by the rules. Doubt bans playing moods that share a color
    with the cards it revealed (doubt.text). Whether a card may be played is read before it
    is played, while it is still the card in hand (the rulings on "Moods played as copies"
    say the same of the conditions on additional moods); Creativity becomes a copy as it is played
    (creativity.text), and until then it is a blue card (creativity.1).

    Example: Doubt revealed a blue Fear: Alice can't play Creativity, even to copy Bob's red Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Fear and Creativity in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Fear
      Then Alice cannot play Creativity because blue moods can't be played this round

    Example: Doubt revealed a red Zeal: Alice may play Creativity as a copy of Bob's red Boredom
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Zeal and Creativity in hand
      And the deck holds Joy and Glee (top first)
      And Alice played Doubt last round, choosing Zeal
      Then Alice may play Creativity
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Alice's Creativity is a copy of Boredom
      And Alice's Creativity is red

  @source:community-2026-12-04 @card:creativity @card:pacifism @card:faith @card:guilt @card:shame @card:scorn
  Rule: What a copy suppresses "for as long as you have this mood" lasts as long as the copy's player has the copy, whatever becomes of the card it copied
    A players' question, settled by the rules. A copy has the copied card's abilities
    (creativity.text) and is treated as that card (glossary.copy), so "this mood" in its
    text is the copy, and "you" its player. A suppression that lasts for as long as you
    have this mood lasts while the copy stays in play (meekness.3): the card it copied may
    leave play, and the copy stays a copy (creativity.6), so nothing ends; when the copy
    leaves play, the suppression ends (meekness.7). "All other moods" leaves out the copy,
    not the card it copied. A copy of Scorn reacts to its own player's plays, as Scorn
    does to its player's.

    Example: Alice's copy of Pacifism suppresses Bob's Generosity, which stays suppressed after Bob's own Pacifism leaves play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Bob has moods Pacifism and Generosity
      And Alice has Creativity in hand
      And Bob has Anger in hand
      When Alice plays Creativity
      And Alice chooses Pacifism
      And Alice chooses Bob
      And Alice chooses Generosity
      Then Generosity is suppressed
      When Alice passes
      And Bob plays Anger
      And Bob chooses Bob's Pacifism
      Then Pacifism is in the discard pile
      And Generosity is suppressed
      And Generosity's value is 0

    Example: Alice's copy of Faith suppresses Bob's Generosity until Bob sends the copy away
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Bob has moods Faith and Generosity
      And Alice has Creativity and Laziness in hand
      And Bob has Anger in hand
      When Alice plays Creativity
      And Alice chooses Faith
      And Alice chooses Laziness
      And Alice chooses Generosity
      Then Generosity is suppressed
      When Alice passes
      And Bob plays Anger
      And Bob chooses Alice's Creativity
      Then Creativity is in the discard pile
      And Generosity is not suppressed
      And Generosity's value is 6

    Example: Alice's copy of Guilt suppresses every black and red mood, Bob's own Guilt not among them: it is white
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Guilt, Boredom and Apathy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Guilt
      And Alice chooses to suppress all black and red moods
      Then Boredom is suppressed
      And Apathy is suppressed
      And Guilt is not suppressed
      And Alice's Creativity's value is 2

    Example: Alice's copy of Shame discards a white card: Bob's Shame is one of the other white moods, and is suppressed, while the copy is not
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Shame and Charity
      And Alice has Creativity and Complacency in hand
      When Alice plays Creativity
      And Alice chooses Shame
      And Alice chooses Complacency
      Then Bob's Shame is suppressed
      And Charity is suppressed
      And Alice's Creativity is not suppressed
      And Alice's Creativity's value is 3

    Example: Alice's copy of Scorn suppresses a mood, and then reacts to her next play, as Scorn does
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Bob has moods Scorn, Generosity and Boredom
      And Alice has Creativity and Anger in hand
      When Alice plays Creativity
      And Alice chooses Scorn
      And Alice chooses Generosity
      Then Generosity is suppressed
      When Alice plays Anger
      And Alice answers Scorn: Boredom
      And Alice answers Anger: nothing
      Then Boredom is suppressed
      And Bob's Scorn is not suppressed

  @source:community-2026-12-04 @card:creativity @card:arrogance @card:betrayal @card:gluttony @card:insecurity @card:chaos
  Rule: A copy's effect that moves a mood, and moves it again later, belongs to the copy and its player, not to the card it copied
    A players' question, settled by the rules. A copy has the copied card's "After playing
    this mood" effect, and what that effect sets up for later comes with it
    (creativity.text, glossary.copy): the mood a copy of Arrogance took goes back when
    the copy leaves play, not when the card it copied does (arrogance.4); a copy of
    Betrayal's mood comes back after scoring; the mood played with a copy of Gluttony or
    Insecurity leaves after scoring. A copy moved by Chaos is dealt like any mood and stays
    a copy (chaos.1, creativity.6).

    Example: Alice's copy of Arrogance takes Bob's Charity; Charity goes back once Bob sends the copy away
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice went first this round
      And Bob has moods Arrogance, Charity and Indifference
      And Alice has Creativity in hand
      And Bob has Anger in hand
      When Alice plays Creativity
      And Alice chooses Arrogance
      And Alice chooses Bob
      And Bob answers Arrogance: Charity
      Then Charity is one of Alice's moods
      When Alice passes
      And Bob plays Anger
      And Bob chooses Alice's Creativity
      Then Creativity is in the discard pile
      And Charity is one of Bob's moods

    Example: Alice's copy of Betrayal gives Boredom to Bob, and Boredom is Alice's again after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Betrayal
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Betrayal
      And Alice chooses Boredom
      Then Boredom is one of Bob's moods
      When the round is scored
      Then Boredom is one of Alice's moods

    Example: Alice's copy of Gluttony lets her play Boredom, which goes to the discard pile after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Gluttony
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Gluttony
      Then Alice may play an additional mood
      When Alice plays Boredom
      And the round is scored
      Then Boredom is in the discard pile
      And Alice has moods Creativity

    Example: Alice's copy of Insecurity lets her play Boredom, which goes back into her hand after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Insecurity
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Insecurity
      Then Alice may play an additional mood
      When Alice plays Boredom
      And the round is scored
      Then Boredom is in Alice's hand
      And Alice has moods Creativity

    Example: Alice's copy of Chaos deals out every mood, and the copy dealt to Bob is still a copy of Chaos
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Chaos and Generosity
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Chaos
      And the random order is Chaos then Creativity then Generosity
      Then Alice has moods Chaos and Generosity
      And Creativity is one of Bob's moods
      And Creativity is a copy of Chaos
      And Creativity's value is 6

  @source:community-2026-12-04 @card:creativity @card:stubbornness @card:grace @card:melancholy @card:joy @card:idealism @card:encouragement
  Rule: A copy of a card that gives plays or raises values does it for the copy's player, and its color is the copied card's
    A players' question, settled by the rules. A copy has the copied card's abilities and
    color and is treated as that card, played by its own player (creativity.text,
    glossary.copy). So a copy of a card that lets "you" play more gives those plays to the
    copy's player, on their turns, and a condition on "your moods" reads the copy's
    player's moods, the copy among them with the copied color (a copy of Grace is a green
    mood for Grace's condition). A copy of Idealism raises its own player's moods, and a
    copy of Encouragement raises the mood it chooses itself.

    Example: Alice's copy of Stubbornness: as her turn starts Bob has more moods, and she may play an additional mood
      Given a game between Alice and Bob
      And Bob went first this round
      And it is Alice's turn
      And Bob has moods Stubbornness and Charity
      And Alice played Creativity, choosing Stubbornness
      And Bob played Boredom this round
      And Alice has Laziness and Apathy in hand
      When Alice plays Laziness
      Then Alice may play an additional mood

    Example: Alice's copy of Grace is a green mood: she may play the green Laziness from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Grace
      And the discard pile holds Laziness and Boredom
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Grace
      Then Alice may play Laziness from the discard pile
      And Alice cannot play Boredom from the discard pile because Grace's additional mood must share a color with one of Alice's moods

    Example: Alice's copy of Melancholy lets her play Joy from the discard pile on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Melancholy
      And the discard pile holds Joy
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Melancholy
      And the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice may play Joy from the discard pile

    Example: Alice's copy of Joy gives her an additional mood on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Apathy
      And Bob has moods Joy
      And Alice has Creativity, Boredom and Laziness in hand
      When Alice plays Creativity
      And Alice chooses Joy
      And the round is scored
      Then Alice wins the round
      When Alice plays Boredom
      Then Alice may play an additional mood

    Example: Alice's copy of Idealism raises her Celebration to 7, and lets her play an additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Celebration
      And Bob has moods Idealism and Cheer
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Idealism
      Then Celebration's value is 7
      And Cheer's value is 5
      And Alice may play an additional mood

    Example: Alice's copy of Encouragement chooses Bob's Celebration, which is worth 7 from then on
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom, Indifference and Apathy
      And Bob has moods Encouragement and Celebration
      And Alice has Creativity in hand
      Then Celebration's value is 3
      When Alice plays Creativity
      And Alice chooses Encouragement
      And Alice chooses Celebration
      Then Celebration's value is 7

  @source:community-2026-12-04 @card:creativity @card:awe @card:corruption @card:doubt
  Rule: A copy of a card whose effect reaches the whole round, or the next one, has that effect in full
    A players' question, settled by the rules. A copy's "After playing this mood" effect is
    the copied card's (creativity.text, glossary.copy), with all it says about the round:
    a copy of Awe stops this round's scoring and lets its player choose who goes first, a
    copy of Corruption can make the round's winner win two rounds (corruption.2), and a
    copy of Doubt bans the colors it revealed during the next round. Its player is the one
    who chooses, as for the card itself.

    Example: Alice's copy of Awe: the round is not scored, and Alice lets Bob go first
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Bob has moods Awe
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Awe
      And Alice chooses Bob
      And the round is scored
      Then no round has been scored
      And Bob goes first

    Example: Alice's copy of Corruption makes the round's winner win two rounds, and she wins it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Bob has moods Corruption
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Corruption
      And Alice chooses the round's winner wins two rounds
      And the round is scored
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Alice's copy of Doubt reveals her red Zeal: next round, red moods can't be played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob has moods Doubt
      And Alice has Creativity, Zeal and Anger in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Creativity
      And Alice chooses Doubt
      And Alice chooses Zeal
      Then Zeal was revealed to every player by Alice
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      And Alice cannot play Anger because red moods can't be played this round (doubt.text)
