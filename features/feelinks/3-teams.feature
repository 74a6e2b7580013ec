@game:feelinks
Feature: Teams and bets in Feelinks
  Once everyone's own emotion lies face down, the Partner cards make the round's teams and
  each player bets on a partner's emotion.

  @note:feelinks.game-play.6
  Rule: After the own emotions, the Master deals the Partner cards, and they show the round's teams at once
    The deal is a chance event: the engine waits for it, and a scenario says how the cards
    fell. The teams are known to everyone as soon as they are dealt.

    Example: the deal comes after the own emotions
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      Then the Partner cards are to be dealt
      When the Partner cards make the teams Ann and Elsa; Bob and Cecile
      Then Elsa bets on Ann
      And Bob bets on Cecile

    Example: every player gets a Partner card
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      Then the Partner cards cannot make the teams Ann and Bob; Cecile and Ann because the Partner cards go to every player, one each

  @note:feelinks.game-play.7
  Rule: Seven players play in one team of three and two pairs

    Example: seven players' teams
      Given a Feelinks game between Ann, Bob, Cecile, Elsa, Herve, Ines and Jules
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4, Herve 5, Ines 6 and Jules 7
      Then the Partner cards cannot make the teams Ann, Bob and Cecile; Elsa, Herve, Ines and Jules because with 7 players the Partner cards make 2 teams of 2 and 1 team of 3
      When the Partner cards make the teams Ann, Bob and Cecile; Elsa and Herve; Ines and Jules
      Then Cecile bets on Ann
      And Jules bets on Ines

  @note:feelinks.game-play.8
  Rule: An introductory round may be played without partners: everyone only shows their own emotion
    The engine plays it as the first round when asked to: no Partner cards, no bets, and
    so no points; the round then goes on to the Emotion cards as usual.

    Example: the introductory round skips the teams and the bets
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the first round is an introductory round
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 3
      Then the cards are shown in this order: Ann, Bob, Cecile and Elsa
      And Cecile gains 0 points
      And the game waits for the Master to change an Emotion card or keep them

    Example: the second round has partners again
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the first round is an introductory round
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 3
      And Ann keeps the Emotion cards
      And Bob reads out proposition 1
      And the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      Then the Partner cards are to be dealt

  @note:feelinks.game-play.9
  Rule: Three players deal no Partner cards
    All three play as one team of three, each betting on the player to their left (see the
    rule on teams of three, and the rule on changing partners with three players).

    Example: at three, the bets follow the own emotions at once
      Given a Feelinks game between Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Cecile 1, Elsa 2 and Herve 3
      Then the game waits for the bets of Cecile, Elsa and Herve
      And Cecile bets on Elsa

  @note:feelinks.game-play.10
  Rule: A bet is a Vote card for the partner's emotion, or the same emotion card to say it is one's own
    A player's Vote card for their own emotion already lies face down, so they cannot bet
    that number: the same emotion card is how they bet that the partner feels the same.

    Example: betting the same emotion
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 4, Bob 4, Cecile 3 and Elsa 2
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      Then Ann cannot bet 4 on Bob because to bet on the same emotion, play the same emotion card
      When Ann bets the same emotion card on Bob
      And Bob bets the same emotion card on Ann
      And Cecile bets 2 on Elsa
      And Elsa bets 1 on Cecile
      Then Ann gains 3 points
      And Bob gains 3 points

    Example: the same emotion card is wrong when the partner felt otherwise
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 4, Bob 5, Cecile 3 and Elsa 2
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann the same emotion card, Bob 4, Cecile 2 and Elsa 1
      Then Ann gains 1 point
      And Bob gains 1 point

  @note:feelinks.game-play.11
  Rule: Bets lie face down in front of the partner until show time

    Example: the bets made so far stay hidden
      Given a Feelinks game between Ann, Bob, Cecile and Elsa
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3 and Elsa 4
      And the Partner cards make the teams Ann and Bob; Cecile and Elsa
      And the players bet, in secret: Ann 2, Bob 1 and Cecile 4
      Then no card has been shown yet
      And the game waits for the bets of Elsa

  @note:feelinks.game-play.13
  Rule: In a team of three, each player bets on the teammate to their left
    The three need not sit side by side: each bets on the next member of the team going
    clockwise round the table.

    Example: a team of three spread round the table
      Given a Feelinks game between Cecile, Ann, Elsa, Bob and Herve
      And the Master has read out a situation
      When the players feel, in secret: Cecile 1, Ann 2, Elsa 3, Bob 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      Then Cecile bets on Elsa
      And Elsa bets on Herve
      And Herve bets on Cecile
      And Ann bets on Bob

  @note:feelinks.game-play.14
  Rule: The rulebook's team of three: Cecile bets on Elsa, Elsa on Herve, Herve on Cecile

    Example: Cecile, Elsa and Herve as a team
      Given a Feelinks game between Ann, Bob, Cecile, Elsa and Herve
      And the Master has read out a situation
      When the players feel, in secret: Ann 1, Bob 2, Cecile 3, Elsa 4 and Herve 5
      And the Partner cards make the teams Ann and Bob; Cecile, Elsa and Herve
      Then Cecile bets on Elsa
      And Elsa bets on Herve
      And Herve bets on Cecile

  @note:feelinks.game-play.15
  Rule: With three players, partners change every other round
    Three players always form one team of three. The rulebook says the partners change
    every other turn; the engine reads it as every second round: each player bets on the
    player to their left for two rounds, then on the player to their right for two, and so
    on, so that everyone reads both other players in turn.

    Example: two rounds to the left, then to the right
      Given a Feelinks game between Cecile, Elsa and Herve
      When Cecile reads out proposition 1
      And the players feel, in secret: Cecile 1, Elsa 2 and Herve 3
      Then Cecile bets on Elsa
      When the players bet, in secret: Cecile 2, Elsa 3 and Herve 1
      And Cecile keeps the Emotion cards
      And Elsa reads out proposition 1
      And the players feel, in secret: Cecile 1, Elsa 2 and Herve 3
      Then Cecile bets on Elsa
      When the players bet, in secret: Cecile 2, Elsa 3 and Herve 1
      And Elsa keeps the Emotion cards
      And Herve reads out proposition 1
      Then Cecile bets on Herve
      And Herve bets on Elsa
