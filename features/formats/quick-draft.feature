Feature: Quick draft
  Two players draft sixteen cards each in four picks: draw six, keep two, pass four; keep
  two of the four received, discard two face down. Each then may leave up to four cards
  out, and the two decks play a best of three.

  @note:variants.quick-draft.1
  Rule: A quick draft is for two players, who draft from one shared deck

    Example: Alice and Bob each draw six cards from the shared deck for the first pick
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice's hand holds Altruism, Benevolence, Charity, Chivalry, Complacency and Conviction
      And Bob's hand holds Courage, Dignity, Discipline, Disillusionment, Encouragement and Faith
      And there are 33 cards in the deck
      And Alice is to answer the draft
      And Alice may choose each of Altruism and Benevolence

  @note:variants.quick-draft.2
  Rule: The draft uses 48 cards; from a 45-card deck, three random discarded cards go back in before the last pick
    The three cards are picked at random among the cards discarded in the first three
    picks, then the deck is shuffled. With a deck between the two, as many go back as the
    last pick lacks (six cards for each player): one from a 47-card deck.

    Example: Encouragement, Faith and Complacency go back for the last pick
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then the discard pile holds Encouragement, Faith, Complacency, Conviction, Repentance, Scorn, Kindness, Loyalty, Disorientation, Doubt, Avoidance and Bashfulness
      And there are 9 cards in the deck
      When the random pick for the draft is Encouragement, Faith and Complacency
      And the shuffle leaves the deck as it is
      Then Bob's hand holds Indecisiveness, Indifference, Insecurity, Encouragement, Faith and Complacency
      And there are 0 cards in the deck
      And Alice is to answer the draft
      And Alice may choose each of Duplicity and Fear

    Example: the cards go back face down: nobody is told which three the random pick took
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      And the random pick for the draft is Encouragement, Faith and Complacency
      Then Alice is not told which cards the random pick chose
      And Bob is not told which cards the random pick chose
      And Alice knows 0 of the cards in the discard pile
      And Bob knows 0 of the cards in the discard pile
      When the shuffle leaves the deck as it is
      Then Alice may choose each of Duplicity and Fear

    Example: exactly three discarded cards go back, and then the whole deck is shuffled
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then the random pick for the draft cannot be Encouragement, Faith, Complacency and Conviction together (variants.quick-draft.4)
      And the random pick for the draft cannot be Encouragement and Faith together (variants.quick-draft.4)
      When the random pick for the draft is Encouragement, Faith and Complacency
      Then the random order for the shuffle cannot be Encouragement alone (variants.quick-draft.4)
      When the shuffle leaves the deck as it is
      Then Alice is to answer the draft

    Example: with 47 cards, one discarded card goes back
      Given a quick draft between Alice and Bob
      And the deck holds 47 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then there are 11 cards in the deck
      When the random pick for the draft is Faith
      And the shuffle leaves the deck as it is
      Then there are 0 cards in the deck
      And Bob's hand holds Faith, Indecisiveness, Indifference, Insecurity, Neurosis and Obsession
      And Alice is to answer the draft

    Example: with 48 cards, nothing goes back
      Given a quick draft between Alice and Bob
      And the deck holds 48 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then Alice has drafted Altruism, Benevolence, Discipline, Disillusionment, Friendliness, Guilt, Patience, Pride, Shame, Validation, Curiosity, Denial, Duplicity, Fear, Insecurity and Neurosis
      And Alice is to answer the sideboard
      And Alice may choose Altruism

  @note:variants.quick-draft.3
  Rule: A drafted deck keeps at least twelve cards

    Example: Alice may leave out four of her sixteen cards, not five
      Given a quick draft between Alice and Bob
      And the deck holds 48 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then there are 16 cards in Alice's deck
      And Alice is to answer the sideboard
      And Alice cannot choose Altruism, Benevolence, Discipline, Disillusionment and Friendliness together (variants.quick-draft.5)
      And Alice may choose each of Altruism, Benevolence, Discipline and Disillusionment

  @note:variants.quick-draft.4
  Rule: Each player keeps two of six cards and passes four; then keeps two of the four received and discards two face down

    Example: the first pick
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice is to answer the draft
      And Alice cannot choose Altruism, Benevolence and Charity together (variants.quick-draft.4)
      When Alice answers the draft: Charity and Conviction
      And Bob answers the draft: Faith and Courage
      Then Alice's hand holds Dignity, Discipline, Disillusionment and Encouragement
      And Bob's hand holds Altruism, Benevolence, Chivalry and Complacency
      And Alice cannot choose Dignity, Discipline and Encouragement together (variants.quick-draft.4)
      When Alice answers the draft: Dignity and Encouragement
      And Bob answers the draft: Altruism and Chivalry
      Then Alice has drafted Charity, Conviction, Dignity and Encouragement
      And Bob has drafted Faith, Courage, Altruism and Chivalry
      And the discard pile holds Discipline, Disillusionment, Benevolence and Complacency
      And Alice's hand holds Friendliness, Guilt, Honor, Idealism, Kindness and Loyalty
      And Alice may choose each of Friendliness and Guilt

    Example: the shuffle before the draft is chance's, under the draft's own rule
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      Then Alice cannot answer anything because the game is waiting for chance (variants.quick-draft.4)
      When the shuffle leaves the deck as it is
      Then Alice is to answer the draft

    Example: four picks make sixteen cards each
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      And the random pick for the draft is Encouragement, Faith and Complacency
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      Then there are 16 cards in Alice's deck
      And there are 16 cards in Bob's deck
      And Alice has won 0 games of the match
      And Alice knows 16 of the cards in Alice's deck
      And Bob knows 0 of the cards in Alice's deck
      And Alice is to answer the sideboard
      And Alice may choose Encouragement

  @source:reference-2026-12-01
  Rule: A drafter knows the four cards they passed, but not which two of them the other player keeps
    The reference's own ruling. variants.quick-draft.4 has each player keep two of the four
    cards passed to them and put the other two face down in the discard pile, and it says the
    draft gives a player a partial picture of the other's cards, not a full one. The passer
    saw the four cards go to the other player's hand, so knows them there. Which two the
    other keeps is a choice made from a hand, which no one else sees (rules.taking-a-turn.1:
    only moods are face up), and the two left over go away face down: after it, the passer
    cannot tell which of the four are among the other's drafted cards and which were
    discarded.

    A careful reader might let the passer watch the keeping, and so know two of the other's
    drafted cards after each pick (the engine's earlier reading): the face-down discard
    would then hide nothing from the one player it could hide something from. The example
    fails under that reading.

    Example: Alice knows the four cards she passed to Bob until he keeps two of them
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the draft: Charity and Conviction
      And Bob answers the draft: Faith and Courage
      Then Alice knows 4 of the cards in Bob's hand
      And Bob knows 4 of the cards in Alice's hand
      When Alice answers the draft: Dignity and Encouragement
      And Bob answers the draft: Altruism and Chivalry
      Then Alice knows 0 of Bob's drafted cards
      And Bob knows 0 of Alice's drafted cards
      And Alice knows 4 of Alice's drafted cards
      And Bob cannot see Alice's hand
      And Alice may choose each of Friendliness and Guilt

    Example: the play-by-play does not tell Alice which cards Bob keeps, nor which he discards
      Given a quick draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And Alice answers the draft: Charity and Conviction
      And Bob answers the draft: Faith and Courage
      And Alice answers the draft: Dignity and Encouragement
      And Bob answers the draft: Altruism and Chivalry
      Then Alice is not told which cards Bob drafted
      And Alice is told which cards Alice drafted
      And Alice is told that Bob drafted pick 1 (2 cards), but not which
      And Alice is told that Bob drafted pick 1, from the cards passed (2 cards), but not which
      And Bob is told that Bob drafted pick 1, from the cards passed (2 cards)
      And Alice knows 2 of the cards in the discard pile
      And Bob knows 2 of the cards in the discard pile
      And Alice may choose each of Friendliness and Guilt

  @note:variants.quick-draft.5
  Rule: Each player may then remove up to four cards from their deck

    Example: Alice leaves four cards out and Bob keeps all sixteen
      Given a quick draft between Alice and Bob
      And the deck holds 48 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players draft the first cards offered until the draft is over
      And Alice answers the sideboard: Altruism, Benevolence, Guilt and Pride
      And Bob answers the sideboard: nothing
      Then there are 12 cards in Alice's deck
      And Alice's sideboard holds Altruism, Benevolence, Guilt and Pride
      And there are 16 cards in Bob's deck
      When the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Bob
      Then it is Bob's turn

  @note:variants.quick-draft.5
  Rule: The drafted decks play a best of three: whoever wins two games wins the draft

    Example: Alice wins her second game and the draft
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice has won 1 game of the match
      And Bob has won 1 game of the match
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom
      When the round is scored
      Then Alice wins the game
      And Alice wins the match after 3 games
      And Boredom is in Alice's deck

  @note:variants.quick-draft.5
  Rule: Between games, players may sideboard: swap cards between their deck and the cards left out, keeping twelve

    Example: after losing the first game, Alice puts Joy in and takes Altruism out
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice's deck holds 12 different cards
      And Alice's sideboard holds Joy
      And Bob's deck holds 12 different cards
      And it is round 3
      And it is Alice's turn
      And Bob has won 2 rounds
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the game
      And Bob has won 1 game of the match
      And Alice has won 0 games of the match
      And it is round 0
      And Alice is to answer the sideboard
      And Alice may choose Joy
      When Alice answers the sideboard: Joy
      Then Alice may choose each of Joy and Altruism
      And Alice cannot choose Joy and Altruism together (variants.quick-draft.5)
      When Alice answers the sideboard: Altruism
      And Bob answers the sideboard: nothing
      Then Joy is in Alice's deck
      And Alice's sideboard holds Altruism
      And there are 12 cards in Alice's deck
      When the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
      And it is round 1
      And Alice has won 0 rounds
      And Bob has won 0 rounds
      And Alice has 5 cards in hand

    Example: while the players sideboard between games, it is nobody's turn
      Given a quick draft between Alice and Bob
      And the draft is over
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And it is round 3
      And it is Bob's turn
      And Bob has won 2 rounds
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the game
      And it is nobody's turn
      When Bob answers the sideboard: nothing
      Then it is nobody's turn
      When the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      Then it is nobody's turn
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Bob
      Then it is Bob's turn
