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
