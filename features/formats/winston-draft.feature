Feature: Winston draft
  Two players draft the whole of a 45-card deck from three face-down piles that grow while
  nobody takes them. Each then may leave cards out, keeping twelve, and the two decks play
  a best of three.

  @note:variants.winston-draft.1
  Rule: A Winston draft is for two players, who take turns drafting

    Example: after Alice takes a pile, the draft goes to Bob
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: draft pile 1
      Then Alice has drafted Altruism
      And Bob may choose each of draft pile 1 and leave pile 1

    Example: the players agree on one player to draft first
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then the players cannot choose Alice and Bob together (variants.winston-draft.4)
      When the players agree that Bob drafts first
      Then Bob is to answer the draft
      And Bob may choose each of draft pile 1 and leave pile 1

  @note:variants.winston-draft.2
  Rule: The draft uses a deck of exactly 45 cards

    Example: a 44-card deck is refused
      Given a Winston draft between Alice and Bob
      And the deck holds 44 different cards
      Then the game cannot be set up because the deck has 44 cards; a Winston draft needs at least 45 (variants.winston-draft.2)

    Example: a 46-card deck is refused too
      Given a Winston draft between Alice and Bob
      And the deck holds 46 different cards
      Then the game cannot be set up because a Winston draft drafts a deck of exactly 45 cards, not 46 (variants.winston-draft.2)

  @note:variants.winston-draft.3
  Rule: A drafted deck needs at least twelve cards

    Example: Alice may leave out eleven of her 23 cards, not twelve
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft the first cards offered until the draft is over
      Then there are 23 cards in Alice's deck
      And Alice is to answer the sideboard
      And Alice cannot choose Altruism, Complacency, Courage, Discipline, Encouragement, Friendliness, Honor, Kindness, Meekness, Patience, Repentance and Shame together (variants.winston-draft.6)
      And Alice may choose each of Altruism, Complacency, Courage, Discipline, Encouragement, Friendliness, Honor, Kindness, Meekness, Patience and Repentance

  @note:variants.winston-draft.4
  Rule: The drafting player looks at each pile in turn and may take it; each pile looked at gets a card from the deck
    Only the drafting player sees the piles they look at. A pile left behind grows by one
    card, so the next player to look at it finds more.

    Example: Alice leaves pile 1 and takes pile 2; Bob takes pile 1, now two cards
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      Then Alice is to answer the draft
      And Alice may choose each of draft pile 1 and leave pile 1
      And Alice cannot choose draft pile 1 and leave pile 1 together (variants.winston-draft.4)
      When Alice answers the draft: leave pile 1
      Then Alice looked at Altruism
      And Alice cannot choose draft pile 2 and leave pile 2 together (variants.winston-draft.4)
      When Alice answers the draft: draft pile 2
      Then Alice has drafted Benevolence
      And Alice looked at Benevolence
      And Alice and Bob looked at Altruism
      When Bob answers the draft: draft pile 1
      Then Bob has drafted Altruism and Chivalry
      And Alice and Bob looked at Altruism
      And Alice looked at Conviction
      And Alice may choose each of draft pile 1 and leave pile 1

    Example: a pile looked at is seen by the one player who looked, and a card put on it by nobody
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: leave pile 1
      Then Alice knows 1 of the cards in draft pile 1
      And Bob knows 0 of the cards in draft pile 1
      When Alice answers the draft: draft pile 2
      Then Bob knows 0 of Alice's drafted cards
      And Bob knows 0 of the cards in draft pile 2
      When Bob answers the draft: draft pile 1
      Then Alice knows 1 of Bob's drafted cards
      And Alice may choose each of draft pile 1 and leave pile 1

    Example: the play-by-play tells the other player how many cards a pile held, not which
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: leave pile 1
      Then Alice is told that Alice looked at pile 1 (1 card)
      And Bob is told that Alice looked at pile 1 (1 card), but not which
      When Alice answers the draft: draft pile 2
      Then Alice is told that Alice drafted pile 2 (1 card)
      And Bob is told that Alice drafted pile 2 (1 card), but not which
      And Bob is not told which cards Alice drafted
      When Bob answers the draft: draft pile 1
      Then Bob is told that Bob looked at pile 1 (2 cards)
      And Alice is told that Bob looked at pile 1 (2 cards), but not which
      And Alice is not told which cards Bob drafted
      And Bob is told which cards Bob drafted
      And Alice may choose each of draft pile 1 and leave pile 1

  @note:variants.winston-draft.5
  Rule: A player who leaves all three piles takes the top card of the deck, which only they see

    Example: Alice leaves every pile and takes Courage
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: leave pile 1
      And Alice answers the draft: leave pile 2
      Then Alice cannot choose draft pile 3 and leave pile 3 together (variants.winston-draft.5)
      When Alice answers the draft: leave pile 3
      Then Alice has drafted Courage
      And Alice looked at Courage
      And Bob may choose each of draft pile 1 and leave pile 1

    Example: Bob is told that Alice took the top card of the deck, not which
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: leave pile 1
      And Alice answers the draft: leave pile 2
      And Alice answers the draft: leave pile 3
      Then Alice is told that Alice looked at the top card of the deck (1 card)
      And Bob is told that Alice looked at the top card of the deck (1 card), but not which
      And Alice is told that Alice drafted the top card of the deck (1 card)
      And Bob is told that Alice drafted the top card of the deck (1 card), but not which
      And Bob is not told which cards Alice drafted
      And Alice knows 1 of Alice's drafted cards
      And Bob knows 0 of Alice's drafted cards
      And Bob may choose each of draft pile 1 and leave pile 1

  @note:variants.winston-draft.5
  Rule: When the deck runs out, the piles are no longer topped up, and the draft goes on until every card is drafted
    Once the deck is empty, a player may leave a pile only if a later pile still holds
    cards; the last pile with cards must be taken (the engine takes it for them).

    Example: all 45 cards are drafted
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft the first cards offered until the draft is over
      Then there are 23 cards in Alice's deck
      And there are 22 cards in Bob's deck
      And Alice is to answer the sideboard
      And Alice may choose Charity

    Example: once the deck is empty, a pile may be left only while a later pile holds cards
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft the first cards offered until the deck is empty
      Then there are 0 cards in the deck
      And Alice is to answer the draft
      And Alice may choose each of draft pile 1 and leave pile 1
      When Alice answers the draft: leave pile 1
      Then Alice may choose each of draft pile 2 and leave pile 2
      When Alice answers the draft: leave pile 2
      Then Bob is to answer the draft
      And Bob may choose each of draft pile 1 and leave pile 1
      When Bob answers the draft: leave pile 1
      Then there are 23 cards in Alice's deck
      And there are 22 cards in Bob's deck
      And Alice is to answer the sideboard

  @note:variants.winston-draft.6
  Rule: After the draft, each player may leave cards out of their deck, keeping twelve

    Example: Bob leaves ten cards out
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft the first cards offered until the draft is over
      And Alice answers the sideboard: nothing
      And Bob answers the sideboard: Chivalry, Conviction, Dignity, Disillusionment, Faith, Guilt, Idealism, Loyalty, Pacifism and Pride
      Then there are 12 cards in Bob's deck
      And Bob's sideboard holds Chivalry, Conviction, Dignity, Disillusionment, Faith, Guilt, Idealism, Loyalty, Pacifism and Pride
      When the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Bob chooses who goes first
      And Bob answers who goes first: Alice
      Then it is Alice's turn

    Example: Alice drafts exactly twelve cards and is not asked to leave any out
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And the players draft until the draft is over, each taking pile 2 where they can
      Then there are 12 cards in Alice's deck
      And there are 33 cards in Bob's deck
      And Bob is to answer the sideboard

    Example: Bob drafts thirteen cards and may leave one out, after Alice has answered
      Given a Winston draft between Alice and Bob
      And the deck holds 45 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      And the players agree that Alice drafts first
      And Alice answers the draft: leave pile 1
      And Alice answers the draft: leave pile 2
      And the players draft until the draft is over, each taking pile 2 where they can
      Then there are 32 cards in Alice's deck
      And there are 13 cards in Bob's deck
      When Alice answers the sideboard: nothing
      Then Bob is to answer the sideboard
      And Bob cannot choose Ambivalence and Benevolence together (variants.winston-draft.6)
      And Bob may choose Ambivalence

  @note:variants.winston-draft.6
  Rule: A player with fewer than twelve cards loses every game

    Example: Bob drafted eleven cards and loses the match without playing
      Given a Winston draft between Alice and Bob
      And the draft is over
      And Alice's deck holds 34 blank cards
      And Bob's deck holds 11 different cards
      When the game is set up
      Then Bob loses the game because fewer than 12 cards in their deck
      And Alice wins the game
      And Alice has won 2 games of the match
      And Alice wins the match

  @note:variants.winston-draft.6
  Rule: The decks play a best of three, and players may sideboard between games

    Example: Bob wins the first game, and both may change their decks before the second
      Given a Winston draft between Alice and Bob
      And the draft is over
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      And Bob's sideboard holds Joy
      And Bob's sideboard holds Glee
      And it is round 3
      And it is Alice's turn
      And Bob has won 2 rounds
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the game
      And Bob has won 1 game of the match
      And Bob is to answer the sideboard
      And Bob knows 13 of the cards in Bob's deck
      And Alice knows 1 of the cards in Bob's deck
      And Bob may choose each of Joy and Glee
      And Bob cannot choose Joy and Joy together (variants.winston-draft.6)
      When Bob answers the sideboard: Joy and Glee
      Then Bob cannot choose Boredom, Joy, Glee and Altruism together (variants.winston-draft.6)
      When Bob answers the sideboard: Boredom and Joy
      Then there are 13 cards in Bob's deck
      And Bob's sideboard holds Boredom and Joy
      When the shuffle leaves the deck as it is
      And the shuffle leaves the deck as it is
      And the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
      And Bob knows 8 of the cards in Bob's deck
      And Alice knows 1 of the cards in Bob's deck
