Feature: Suppressed moods and other cards
  Pacifism, Faith, Guilt, Meekness, Shame, Repentance and Scorn suppress moods: a suppressed
  mood stays in play, worth 0. These rulings say what that means where suppression meets
  the other mechanics: moods scored again, random picks, copies, turn order, effects after
  scoring, and a second suppression of the same mood.

  @source:community-2026-12-01 @card:exhilaration @card:passion @card:pacifism
  Rule: A suppressed mood scored again by Exhilaration or Passion adds 0 each time
    A players' question, settled by the rules. Scoring a mood again adds its value again
    (exhilaration.1, passion.2: these cards add no value of their own), and a suppressed
    mood's value is 0 for as long as it is suppressed, whatever it would be otherwise
    (glossary.suppress-suppressed). So Exhilaration, Enthusiasm, Bliss or Passion scoring
    a suppressed mood an extra time adds nothing.

    Example: Pacifism suppresses Alice's Generosity: Exhilaration doubles her Boredom only
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration, Generosity and Boredom
      And Bob played Pacifism, choosing Alice then Generosity
      When the round is scored
      Then Alice scored 8

    Example: Alice's Passion scores Bob's suppressed Generosity for 0
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion and Boredom
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      When the round is scored
      And Alice answers Passion: Generosity
      Then Alice scored 5
      And Bob scored 0

  @source:reference-2026-12-01 @card:exhilaration @card:enthusiasm @card:passion @card:bliss @card:pacifism @card:scorn
  Rule: A suppressed Exhilaration, Enthusiasm, Passion or Bliss still scores moods again: suppression takes its value, not its ability
    The reference's own ruling, the same reading as for a suppressed Hope or Imagination.
    Suppression sets a mood's value to 0 (glossary.suppress-suppressed) and says nothing of
    its abilities; the suppressed mood is still in play and still counts for what cares
    about it (faith.2, faith.3), and a "While in play" ability works while its card is in
    play (rules.taking-a-turn.4). Exhilaration, Enthusiasm, Bliss and Passion are worth 0
    anyway (exhilaration.1, enthusiasm.3): their ability is what they are for.

    A careful reader might take a suppressed mood to be switched off, abilities and all.
    The examples fail under that reading: Alice's moods would score once.

    Example: Bob's Pacifism suppresses Alice's Exhilaration, and her Boredom still scores twice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Exhilaration and Boredom
      And Bob played Pacifism, choosing Alice then Exhilaration
      Then Exhilaration is suppressed
      When the round is scored
      Then Alice scored 8

    Example: Scorn suppresses Alice's Enthusiasm this round, and it still lets her score Generosity again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Enthusiasm and Generosity
      And Bob went first this round
      And Bob played Scorn this round, choosing Enthusiasm
      Then Enthusiasm is suppressed
      When the round is scored
      And Alice answers Enthusiasm: Generosity
      Then Alice scored 12

    Example: Bob suppresses Alice's Passion, and she still scores his Generosity as hers
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Passion and Boredom
      And Bob has moods Generosity and Charity
      And Bob played Pacifism, choosing Alice then Passion
      Then Passion is suppressed
      When the round is scored
      And Alice answers Passion: Generosity
      Then Alice scored 10

    Example: Bob suppresses Alice's Bliss, which remembers a green Joy: Bliss adds 0, and her Laziness still scores three times
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Joy in hand
      And Alice played Bliss
      And Bob played Pacifism, choosing Alice then Bliss
      Then Bliss is suppressed
      And Alice's score is 12

  @source:reference-2026-12-01 @card:honor @card:triumph @card:pacifism
  Rule: A suppressed Honor still decides who goes first, while a suppressed Triumph is worth 0 though its player went first
    The reference's own ruling, the same reading as above: suppression takes a mood's value
    (glossary.suppress-suppressed), not its "While in play" ability (rules.taking-a-turn.4).
    Honor's player choice is an ability, so the chosen player still goes first while Honor
    is in play (honor.1); Triumph's 5 for going first is its value, so suppressed it is 0.

    A careful reader might switch a suppressed Honor off, so that the winner of the round
    goes first again. The first example fails under that reading; the second, under a
    reading that lets a condition met raise a suppressed value.

    Example: Alice's Honor chose Carol; Bob suppresses Honor and wins, and Carol still goes first
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice played Honor, choosing Carol
      And Bob has moods Generosity
      And Bob played Pacifism, choosing Alice
      Then Honor is suppressed
      When the round is scored
      Then Bob wins the round
      And Carol goes first

    Example: Alice went first, but her suppressed Triumph is worth 0
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Triumph
      And Bob played Pacifism, choosing Alice
      Then Triumph is suppressed
      And Triumph's value is 0

  @source:reference-2026-12-01 @card:pacifism @card:scorn @card:anger @card:repentance @card:faith
  Rule: A mood suppressed twice stays suppressed until both suppressions have ended
    The reference's own ruling. Each suppression lasts as long as its own card says: Scorn's
    and Repentance's until the end of the round (scorn.6, repentance.6), Pacifism's and
    Faith's while their card stays in play (pacifism.5, faith.4). Nothing in the sources
    says that one ends another, and the glossary gives a suppression's length by the effect
    that made it (glossary.suppress-suppressed). So a mood suppressed by two of them is
    worth 0 while either still holds.

    A careful reader might use one "suppressed" mark on the card (the card is turned
    sideways once), so that the first suppression to end lifts it. The examples fail under
    that reading.

    Example: Bob's Generosity, suppressed by Pacifism and by Scorn, stays suppressed when Anger sends Pacifism away
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Alice played Scorn this round, choosing Generosity
      And Bob has Anger in hand
      When Bob plays Anger
      And Bob chooses Pacifism
      Then Pacifism is in the discard pile
      And Generosity is suppressed
      And Generosity's value is 0
      When the round is scored
      Then Generosity is not suppressed

    Example: Scorn's suppression ends with the round, and Pacifism's holds on
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Alice played Scorn this round, choosing Generosity
      When the round is scored
      Then Generosity is suppressed
      And Bob scored 0

    Example: Repentance names 6 for the round, over Faith's suppression that lasts
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Generosity
      And Alice has Fear in hand
      And Alice played Faith, choosing Fear then Generosity
      And Alice played Repentance this round, choosing 6
      When the round is scored
      Then Generosity is suppressed

  @source:reference-2026-12-01 @card:bashfulness @card:recklessness @card:pacifism
  Rule: A suppressed Bashfulness or Recklessness still does its "after scoring" effect
    The reference's own ruling, the same reading again: suppression takes a mood's value
    (glossary.suppress-suppressed), not its abilities; an "after scoring" effect is part of
    what its card does (rules.after-scoring.2), and Recklessness's is a "While in play"
    ability (recklessness.text, rules.taking-a-turn.4). So a suppressed Bashfulness whose
    player wins still goes under the deck, and a suppressed Recklessness still goes under
    the deck, its player drawing a card.

    A careful reader might switch the suppressed mood off, so that it stays in play after
    scoring. The examples fail under that reading.

    Example: Alice's suppressed Bashfulness goes under the deck when she wins, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Bashfulness in hand
      And Bob has Pacifism in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Bashfulness
      Then Bashfulness is suppressed
      When Bob passes
      Then Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand

    Example: Alice's suppressed Recklessness still goes under the deck after scoring, and she draws
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Recklessness in hand
      And Bob has moods Generosity
      And Bob has Pacifism in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses nothing
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      Then Recklessness is suppressed
      When Bob passes
      Then Recklessness is at the bottom of the deck
      And Joy is in Alice's hand

  @source:community-2026-12-01 @card:curiosity @card:cruelty @card:pacifism
  Rule: Curiosity counts a suppressed mood's color, and Cruelty's random pick may fall on a suppressed mood
    A players' question, settled by the rules. A suppressed mood is still in play with its
    color, and still counts for every card that cares about moods (glossary.suppress-suppressed,
    faith.3). Curiosity looks for "any mood" sharing the revealed card's color, and Cruelty
    and Indecisiveness pick at random among the chosen player's moods: a suppressed mood is
    one of them.

    Example: the only red mood is suppressed, and Curiosity revealing a red card is still worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice played Pacifism, choosing Bob
      And Bob has Zeal and Laziness in hand
      And Alice has Curiosity in hand
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Zeal
      Then Curiosity's value is 6

    Example: Cruelty's random pick is Bob's suppressed Generosity, and it goes to the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Generosity
      Then Generosity is in the discard pile
      And Bob has moods Boredom

  @source:community-2026-12-01 @card:creativity @card:pacifism
  Rule: A Creativity that copies a suppressed mood is not suppressed, and a suppressed copy is still the copy
    A players' question, settled by the rules. Creativity copies the printed card and
    nothing that has happened to the mood (creativity.3), so the suppression of the mood it
    copies is not copied. Suppression takes only a mood's value (glossary.suppress-suppressed):
    a Creativity suppressed as a copy has the copied color and abilities still, worth 0.

    Example: Alice's Creativity copies Bob's suppressed Generosity and is worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Generosity
      Then Alice's Creativity is not suppressed
      And Alice's Creativity's value is 6

    Example: Bob's Pacifism suppresses Alice's copy of Generosity: worth 0, still a green Generosity
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Creativity, choosing Generosity
      And Bob played Pacifism, choosing Alice
      Then Alice's Creativity is suppressed
      And Alice's Creativity's value is 0
      And Alice's Creativity is a copy of Generosity
      And Alice's Creativity is green

  @source:community-2026-12-01 @card:fear @card:pacifism
  Rule: A suppressed mood put into its player's hand and played again is a new mood, not suppressed
    A players' question, settled by the rules. A suppression is on a mood, a card in play
    (glossary.suppress-suppressed, glossary.mood); a card in a hand is not a mood, and played
    again it is a new mood whose "After playing this mood" effect happens again (thrill.4).
    Nothing carries the old suppression over.

    Example: Fear puts Alice's suppressed Generosity into her hand, and she plays it again worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Bob played Pacifism, choosing Alice
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Generosity
      And Alice plays Generosity
      Then Generosity is not suppressed
      And Generosity's value is 6

  @source:reference-2026-12-04 @card:pacifism @card:faith @card:guilt @card:meekness @card:shame @card:scorn
  Rule: A suppressed mood that suppresses others keeps them suppressed, and a suppressed Scorn still suppresses as its player plays
    The reference's own ruling, the same reading as the rules above: suppression takes a
    mood's value (glossary.suppress-suppressed), not what it does. Faith, Guilt, Meekness,
    Pacifism and Shame suppress for as long as their player has them, and a suppressed mood
    is still in play and still its player's (faith.3): only leaving play ends what they
    suppress (faith.4, meekness.7, shame.10). Scorn's "each time you play another mood" is
    a "While in play" ability (scorn.text, rules.taking-a-turn.4), and a suppressed Scorn is
    in play.

    A careful reader might switch a suppressed mood off, so that what it suppressed is free
    again and a suppressed Scorn no longer reacts. The examples fail under that reading.

    Example: Bob's Pacifism suppresses Alice's Faith, and the Generosity Faith suppressed stays suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice has Laziness in hand
      And Alice played Faith, choosing Laziness then Generosity
      And Bob played Pacifism, choosing Alice
      Then Faith is suppressed
      And Generosity is suppressed
      And Bob's score is 1

    Example: Bob's Pacifism suppresses Alice's Guilt, and the red and black moods Guilt suppressed stay suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Hate
      And Alice played Guilt, choosing suppress all black and red moods
      And Bob played Pacifism, choosing Alice
      Then Guilt is suppressed
      And Boredom is suppressed
      And Hate is suppressed

    Example: Bob's Pacifism suppresses Alice's Meekness, and his Generosity stays suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Meekness
      And Bob played Pacifism, choosing Alice
      Then Meekness is suppressed
      And Generosity is suppressed

    Example: Bob's Faith suppresses Alice's Pacifism, and his Generosity stays suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Bob has Joy in hand
      And Bob played Faith, choosing Joy then Pacifism
      Then Pacifism is suppressed
      And Generosity is suppressed

    Example: Bob's Pacifism suppresses Alice's Shame, and the red moods Shame suppressed stay suppressed
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Zeal in hand
      And Alice played Shame, choosing Zeal
      And Bob played Pacifism, choosing Alice
      Then Shame is suppressed
      And Boredom is suppressed

    Example: Bob's Pacifism suppresses Alice's Scorn, and Scorn still lets her suppress a red mood when she plays Zeal
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Scorn
      And Bob has moods Boredom
      And Bob played Pacifism, choosing Alice
      And Alice has Zeal in hand
      Then Scorn is suppressed
      When Alice plays Zeal
      And Alice answers Scorn: Boredom
      Then Boredom is suppressed

  @source:reference-2026-12-04 @card:pacifism @card:validation @card:duplicity @card:melancholy @card:grace @card:stubbornness @card:idealism @card:encouragement
  Rule: A suppressed mood still gives its plays and still raises the values it raises: Validation, Duplicity, Melancholy, Grace, Stubbornness, Idealism and Encouragement
    The reference's own ruling, the same reading again: a suppressed mood is worth 0 and is
    otherwise the mood it was, in play with its abilities (glossary.suppress-suppressed,
    faith.3, rules.taking-a-turn.4), as a suppressed Hope still gives its play. A value that
    Idealism or Encouragement raises belongs to the other mood, which is not suppressed.

    A careful reader might switch a suppressed mood off, abilities and all. The examples fail
    under that reading.

    Example: Alice's Validation is suppressed, and still gives her a play when she plays Glee
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Bob played Pacifism, choosing Alice
      And Alice has Glee and Zeal in hand
      Then Validation is suppressed
      When Alice plays Glee
      Then Alice may play an additional mood
      And Alice may play Zeal

    Example: Alice's Duplicity is suppressed, and still has Charity's effect happen again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob played Pacifism, choosing Alice
      And Alice has Charity, Boredom and Laziness in hand
      Then Duplicity is suppressed
      When Alice plays Charity
      And Alice answers Duplicity: again
      And Alice plays Boredom
      Then Alice may play an additional mood
      And Alice may play Laziness

    Example: Alice's Melancholy is suppressed, and she may still play from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Melancholy
      And Bob played Pacifism, choosing Alice
      And the discard pile holds Generosity
      Then Melancholy is suppressed
      And Alice may play Generosity from the discard pile

    Example: Alice's Grace is suppressed, and still lets her play a green mood from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Bob played Pacifism, choosing Alice
      And the discard pile holds Generosity
      And Alice has Boredom in hand
      Then Grace is suppressed
      When Alice plays Boredom
      Then Alice may play Generosity from the discard pile

    Example: Alice's Stubbornness is suppressed, and still gives her a play at the start of her turn, as Bob has more moods
      Given a game between Alice and Bob
      And Alice has moods Stubbornness
      And Bob has moods Boredom and Laziness
      And Bob played Pacifism, choosing Alice
      And it is Alice's turn
      And Alice has Glee and Zeal in hand
      Then Stubbornness is suppressed
      When Alice plays Glee
      Then Alice may play an additional mood
      And Alice may play Zeal

    Example: Alice's Idealism is suppressed, and her Chivalry still uses its higher value
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Idealism and Chivalry
      And Bob played Pacifism, choosing Alice then Idealism
      Then Idealism is suppressed
      And Chivalry's value is 5
      And Alice's score is 5

    Example: Alice's Encouragement is suppressed, and the Chivalry it chose still uses its higher value
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Chivalry
      And Alice played Encouragement, choosing Chivalry
      And Bob played Pacifism, choosing Alice then Encouragement
      Then Encouragement is suppressed
      And Chivalry's value is 5
      And Alice's score is 5

  @source:reference-2026-12-04 @card:pacifism @card:insecurity @card:gluttony @card:betrayal @card:sneakiness @card:arrogance @card:doubt @card:corruption @card:joy @card:awe
  Rule: What a suppressed mood set up still happens: its effects after scoring, the mood it holds, its ban, its two wins, its next-turn play, a round with no scoring
    The reference's own ruling, the same reading again, which the suppressed Bashfulness and
    Recklessness above show for two of them. Suppression takes a mood's value
    (glossary.suppress-suppressed); what its effect set up when it was played is not its
    value, and the mood is still in play, so what waits for it to be in play still finds
    it (arrogance.text keeps its mood until Arrogance leaves play).

    A careful reader might switch a suppressed mood off, so that what it set up never
    happens. The examples fail under that reading.

    Example: Bob suppresses Alice's Insecurity, and the Charity she played with it still goes back to her hand after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity and Charity in hand
      And Bob has Pacifism in hand
      And the deck holds Joy (top first)
      When Alice plays Insecurity
      And Alice plays Charity
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Insecurity
      Then Insecurity is suppressed
      When Bob passes
      Then Charity is in Alice's hand

    Example: Bob suppresses Alice's Gluttony, and the Charity she played with it still goes to the discard pile after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Charity in hand
      And Bob has Pacifism in hand
      And the deck holds Joy (top first)
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Gluttony
      Then Gluttony is suppressed
      When Bob passes
      Then Charity is in the discard pile

    Example: Bob suppresses Alice's Betrayal, and the Laziness she lent him still comes back after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Betrayal in hand
      And Bob has Pacifism in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Laziness
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      Then Betrayal is suppressed
      When Bob passes
      Then Alice has moods Betrayal and Laziness

    Example: Bob suppresses Alice's Sneakiness, and she still swaps scores with him after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Generosity
      And Alice has Sneakiness in hand
      And Bob has Pacifism in hand
      And the deck holds Joy (top first)
      When Alice plays Sneakiness
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Sneakiness
      Then Sneakiness is suppressed
      When Bob passes
      Then Alice scored 7
      And Bob scored 4
      And Alice wins the round

    Example: Bob suppresses Alice's Arrogance, and she keeps the Charity it took from him
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity and Generosity
      And Alice has Arrogance in hand
      And Bob has Pacifism in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Charity is one of Alice's moods
      When Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Arrogance
      Then Arrogance is suppressed
      And Charity is one of Alice's moods

    Example: Bob suppresses Alice's Doubt, and its ban on red still holds next round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Doubt, Boredom, Zeal and Charity in hand
      And Bob has Pacifism in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Doubt
      Then Doubt is suppressed
      When Bob passes
      Then Alice goes first
      And Alice cannot play Zeal because red moods can't be played this round

    Example: Bob suppresses Alice's Corruption, and Alice, who wins, still wins two rounds
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Corruption in hand
      And Bob has Pacifism in hand
      And the deck holds Joy (top first)
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Corruption
      Then Corruption is suppressed
      When Bob passes
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Bob suppresses Alice's Joy, and she still has its additional mood on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Joy, Boredom and Laziness in hand
      And Bob has Pacifism in hand
      And the deck holds Glee (top first)
      When Alice plays Joy
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      And Bob chooses Joy
      Then Joy is suppressed
      When Bob passes
      Then Alice goes first
      When Alice plays Boredom
      Then Alice may play an additional mood
      And Alice may play Laziness

    Example: Bob suppresses Alice's Awe, and there is still no scoring this round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Awe in hand
      And Bob has moods Generosity
      And Bob has Pacifism in hand
      When Alice plays Awe
      And Alice chooses Alice
      And Alice passes
      And Bob plays Pacifism
      And Bob chooses Alice
      Then Awe is suppressed
      When Bob passes
      Then no round has been scored
      And Alice goes first
