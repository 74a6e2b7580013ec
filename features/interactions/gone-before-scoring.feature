Feature: Cards gone before their effect is used
  Some cards set something up for later: a play on the next turn, a ban for the next round,
  two wins for the round's winner, a round without scoring, a mood that comes back after
  scoring. Others give a play for as long as they stay in play. These rulings say what is
  left of each once the card has left play before it is used.

  @source:reference-2026-12-04 @card:joy @card:doubt @card:betrayal @card:corruption @card:awe @card:wrath @card:courage @card:grief
  Rule: What an "After playing this mood" effect sets up for later still happens after its card has left play
    The reference's own ruling. An "After playing this mood" effect happens once, when the
    mood has been put into play (rules.taking-a-turn.5); what it sets up for later (a play
    on its player's next turn, joy.text and joy.2; a ban for the next round, doubt.text and
    doubt.4; two wins for the round's winner, corruption.text and corruption.2; a round
    without scoring, awe.text; a mood that comes back after scoring, betrayal.text) is
    already decided then, and nothing in those texts asks the card to stay. The notes say
    the same of the one such card they ask about: Insecurity's mood comes back after scoring
    though Insecurity has left play (insecurity.3). Awe's notes draw the line the same way:
    its round has no "after scoring" effects because those effects come from playing the
    cards, while one that came from a "While in play" ability would wait for a later
    scoring (awe.3). A "While in play" ability lasts only while its mood is in play
    (rules.taking-a-turn.4, hope.2); an "After playing this mood" effect does not. A ban
    reaches every play of the round it covers, a play from the discard pile included: such
    a play is made as from the hand (melancholy.1, grief.2).

    A careful reader might let the later part lapse once its card is gone, as a "While in
    play" ability does: no play for Joy's player, no ban after Doubt, one win only after
    Corruption, a scoring after all after Awe, and Betrayal's mood staying where it is.
    Each example fails under that reading.

    Example: Bob's Wrath sends Joy away, and Alice still has Joy's additional mood on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Joy, Boredom and Laziness in hand
      And Bob has Wrath in hand
      When Alice plays Joy
      And Alice passes
      And Bob plays Wrath
      And Bob chooses to discard them
      Then Joy is in the discard pile
      When the round is scored
      Then Alice wins the round
      And it is Alice's turn
      When Alice plays Boredom
      Then Alice may play Laziness

    Example: Doubt has left play, and its ban still stops a green mood played from the discard pile with Grief
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Doubt and Joy in hand
      And the deck holds Fear and Hate (top first)
      And Bob has moods Laziness
      And Bob has Wrath and Grief in hand
      When Alice plays Doubt
      And Alice chooses Joy
      And Alice passes
      And Bob plays Wrath
      And Bob chooses to discard them
      Then Doubt is in the discard pile
      And Laziness is in the discard pile
      When the round is scored
      Then Alice wins the round
      When Alice passes
      And Bob plays Grief
      Then Bob cannot play Laziness from the discard pile because green moods can't be played this round (doubt.text)
      And Bob may play Doubt from the discard pile

    Example: Courage sends Betrayal away before scoring, and Alice's Boredom still comes back to her
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Betrayal in hand
      And Bob has Courage in hand
      When Alice plays Betrayal
      And Alice chooses Boredom
      And Alice passes
      And Bob plays Courage
      And Bob chooses Alice
      Then Betrayal is in the discard pile
      And Boredom is one of Bob's moods
      When the round is scored
      Then Bob wins the round
      And Boredom is one of Alice's moods

    Example: Wrath sends Corruption away, and the round's winner still wins two rounds
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Corruption in hand
      And Bob has Wrath in hand
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice passes
      And Bob plays Wrath
      And Bob chooses to discard them
      Then Corruption is in the discard pile
      When the round is scored
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Wrath sends Awe away, and the round is still not scored
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Awe in hand
      And Bob has moods Generosity
      And Bob has Wrath in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob plays Wrath
      And Bob chooses to discard them
      Then Awe is in the discard pile
      When Bob passes
      Then no round has been scored
      And Bob has won 0 rounds
      And it is Bob's turn

  @source:reference-2026-12-04 @card:hope @card:grace @card:melancholy @card:rebellion @card:disorientation @card:wrath
  Rule: A mood that gives a play each turn or plays from the discard pile stops giving it the moment it leaves play, even in the middle of its player's turn
    The reference's own ruling. Hope's notes settle it for Hope: if the first mood its
    player plays sends Hope away, there is no additional mood (hope.2), since a "While in
    play" ability works only while its mood is in play (rules.taking-a-turn.4). Grace's
    play from the discard pile (grace.text) and Melancholy's leave to play from the
    discard pile as though it were the hand (melancholy.text) are "While in play"
    abilities of the same kind, so they end the same way: once the mood has gone, its
    player may not use them for the rest of the turn, though whatever was already played
    through them stays in play.

    A careful reader might treat them as Stubbornness is treated (its play is given as the
    turn starts and stays if Stubbornness leaves play, stubbornness.text): a play given
    for the whole turn once the turn has begun. Hope's note rules that out for Hope; the
    Grace and Melancholy examples fail under that reading.

    Example: Rebellion names 0 and sends Hope, worth 0, away: Alice has no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Rebellion and Boredom in hand
      When Alice plays Rebellion
      And Alice chooses 0
      Then Hope is in the discard pile
      And Alice may not play another mood

    Example: Disorientation names 0 and puts Grace, worth 0, back into Alice's hand: she can no longer play from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Alice has Disorientation in hand
      And the discard pile holds Panic
      When Alice plays Disorientation
      And Alice chooses 0
      Then Grace is in Alice's hand
      And Alice cannot play Panic from the discard pile because Alice has already played this turn and has no additional mood to play

    Example: Alice plays Wrath from the discard pile with Melancholy; Melancholy gone, Hurt Feelings' mood must come from her hand
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Melancholy
      And Alice has Hurt Feelings
      And the discard pile holds Wrath and Joy
      And Alice has Boredom in hand
      When Alice plays Wrath from the discard pile
      And Alice chooses to discard them
      Then Melancholy is in the discard pile
      And Wrath is one of Alice's moods
      And Alice cannot play Joy from the discard pile because Alice has nothing that lets them play a mood from the discard pile
      And Alice may play Boredom

  @source:reference-2026-12-04 @card:validation @card:wrath
  Rule: An additional mood Validation has given stays for the rest of the turn after Validation leaves play, but it gives no more
    The reference's own ruling. Validation's lasting ability gives a play at the moment
    its player plays a mood with a 0 or a 1 in its top right corner (validation.text), and
    that play is for the rest of the turn (validation.2). A mood's "While in play" effects
    apply as soon as it is played, before its own "After playing this mood" effect
    (rules.taking-a-turn.8): so when that effect sends Validation away, the play is already
    given, and, like the play Stubbornness gives as the turn starts (stubbornness.text),
    it stays. What Validation no longer does, once gone, is give a play for the next such
    mood: a "While in play" ability works only while its mood is in play
    (rules.taking-a-turn.4, hope.2).

    A careful reader might let the play go with Validation, as Hope's does (hope.2): but
    Hope's play is one Hope keeps offering while it stays, and Validation's is one already
    given. The example fails under that reading, and under the reading that Validation
    goes on giving plays once gone.

    Example: Alice plays Wrath, worth 0, and sends Validation away with it: she still plays Validation's additional mood, and gets none for Vulnerability
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Validation
      And Alice has Wrath and Vulnerability in hand
      When Alice plays Wrath
      And Alice chooses to discard them
      Then Validation is in the discard pile
      And Alice may play Vulnerability
      When Alice plays Vulnerability
      Then Alice may not play another mood
