@game:feelinks
Feature: Setting up Feelinks
  Feelinks is for three to eight players (eight tokens, eight sets of nine Vote cards).
  Players sit in a ring, clockwise in the order the game names them.

  @note:feelinks.setup.2
  Rule: Every player's token starts on the middle square, with Vote cards 1 to 8 and the same emotion card in hand
    The tokens only move forward, so the engine counts squares from the middle one: a
    player's points are how far their token has moved. A Vote card's number names one of
    the eight emotions around the track.

    Example: everybody starts on the middle square
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then Ann has 0 points
      And Elsa has 0 points

    Example: there is no Vote card 9
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      Then Bob cannot feel emotion 9 because one's own emotion is a Vote card from 1 to 8

  @note:feelinks.setup.3
  Rule: The Partner cards in play depend on the number of players
    The rulebook shows five and four players; the engine takes pairs for every other even
    number, and pairs with one team of three for an odd number: three pairs at six, two
    pairs and a triple at seven (as the rulebook's seven-player example says), four pairs
    at eight. Three players use no Partner cards (see the teams' rules).

    Example: six players play in three pairs
      Given a Feelinks game between Ann, Bob, Cecile, Elsa, Herve and Ines
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4, Herve 5 and Ines 6
      Then the Partner cards cannot make the teams Ann, Bob and Cecile; Elsa, Herve and Ines because with 6 players the Partner cards make 3 teams of 2
      When the Partner cards make the teams Ann and Ines; Bob and Herve; Cecile and Elsa
      Then Ines bets on Ann

  @note:feelinks.setup.4
  Rule: Five players play in one pair and one team of three

    Example: the Partner cards make a pair and a triple
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      Then the Partner cards cannot make the teams Ann and Bob; Cecile and Elsa; Herve because with 5 players the Partner cards make 1 team of 2 and 1 team of 3
      When the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      Then Ann bets on Bob
      And Herve bets on Cecile

  @note:feelinks.setup.5
  Rule: Four players play in two pairs

    Example: the Partner cards make two pairs
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      Then the Partner cards cannot make the teams Ann, Bob and Cecile; Elsa because with 4 players the Partner cards make 2 teams of 2
      When the Partner cards make the teams Ann and Cecile; Bob and Elsa
      Then Cecile bets on Ann

  @note:feelinks.setup.6
  Rule: The players choose a Situation deck
    The three decks are green, orange and blue, 40 cards each (120 in the box).

    Example: playing with the orange deck
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the players chose the orange Situation deck
      Then the Situation deck holds 39 cards, all from the orange deck

  @note:feelinks.setup.8
  Rule: Any deck may be chosen, and several decks may be played together

    Example: two decks shuffled together
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the players chose the green and blue Situation decks
      Then the Situation deck holds 79 cards

  @note:feelinks.setup.9
  Rule: The chosen deck is shuffled and the others are not used
    The engine shuffles with the game's seed; the first card is taken by the Master at once.

    Example: only the chosen deck is in play
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then the Situation deck holds 39 cards, all from the green deck

  @note:feelinks.components.2 @note:feelinks.setup.10
  Rule: The 24 Emotion cards form three stacks by the symbol on their back
    The component list counts 24 Emotion cards, the setup 25. The engine takes 24: it is
    the inventory of the box, and it splits evenly as three cards for each of the eight
    places around the track. The rulebook's symbols did not survive its translation; the
    engine calls them circle, square and triangle: 9 circle, 9 square and 6 triangle cards.

    Example: the stacks once eight cards are face up
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then 6 circle Emotion cards are left in their stack
      And 6 square Emotion cards are left in their stack
      And 4 triangle Emotion cards are left in their stack

  @note:feelinks.setup.11
  Rule: Eight Emotion cards lie face up around the track, each in a place of its own symbol
    The engine numbers the places 1 to 8, the numbers of the Vote cards: places 1 to 3
    take circle cards, 4 to 6 square cards and 7 and 8 triangle cards.

    Example: each place shows a card of its symbol
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      Then slot 1 holds a circle Emotion card
      And slot 4 holds a square Emotion card
      And slot 8 holds a triangle Emotion card

  @note:feelinks.setup.12
  Rule: The first player chosen is the first Master of emotions

    Example: Cecile is chosen
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And Cecile is the first Master of emotions
      Then Cecile is the Master of emotions
