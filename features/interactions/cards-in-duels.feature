Feature: Cards in duel play
  In a duel each player has a deck and a discard pile of their own, and every card goes
  back to its owner's: under its owner's deck, into its owner's discard pile. These
  rulings follow the cards that move between players (taken, lent, paid for a cost, sent
  away after scoring) to the piles they end in.

  @source:community-2026-12-01 @card:recklessness @card:bashfulness @card:guile @card:gluttony @card:insecurity
  Rule: In a duel, an "after scoring" effect sends a card to its owner's deck or discard pile, or to the hand it names, and a player draws from their own deck
    A players' question, settled by the rules. The player who has Recklessness, or a
    Bashfulness taken in the round it was played, after scoring is the one who puts it
    under the deck and draws (recklessness.7, bashfulness.4). In duel play a card put on
    the bottom of the deck goes under its owner's deck, a card put into a discard pile goes
    into its owner's, and a player always draws from their own deck (variants.duel-play.4,
    variants.duel-play.6). A card may go into another player's hand (variants.duel-play.8):
    Insecurity's mood goes into its player's hand (insecurity.text), whoever owns it. So a
    player holding the other player's card sends it home and draws their own top card.

    Example: Bob has Alice's Recklessness: after scoring it goes under Alice's deck, and Bob draws from his
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Recklessness and Generosity
      And Recklessness belongs to Alice
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When the round is scored
      Then Recklessness is at the bottom of Alice's deck
      And Bob drew Fear
      And Alice drew Joy

    Example: Bob takes Alice's Bashfulness with Guile and wins: it goes under Alice's deck, and Bob draws his own card
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Bashfulness in hand
      And Bob has Guile, Zeal and Glee in hand
      And Bob has moods Generosity
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Bashfulness
      And Alice passes
      And Bob plays Guile
      Then Bashfulness is one of Bob's moods
      When Bob passes
      Then Bob wins the round
      And Bashfulness is at the bottom of Alice's deck
      And Bob drew Fear
      And Alice drew Joy

    Example: Alice plays Bob's Boredom as Gluttony's additional mood: after scoring it goes to Bob's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Boredom in hand
      And Boredom belongs to Bob
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Gluttony
      And Alice plays Boredom
      And the round is scored
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty

    Example: Alice plays Bob's Boredom as Insecurity's additional mood: after scoring it goes into Alice's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Insecurity and Boredom in hand
      And Boredom belongs to Bob
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Insecurity
      And Alice plays Boredom
      And the round is scored
      Then Boredom is in Alice's hand

  @source:community-2026-12-01 @card:guile @card:anger @card:fear
  Rule: In a duel, a mood taken from the other player is still theirs to keep: it leaves play into its owner's discard pile, or into the hand of the player who has it
    A players' question, settled by the rules. Taking a mood changes who has it, not whose
    card it is: in duel play every card goes back to its owner, and each player's cards go
    to their own discard pile (variants.duel-play.6, variants.duel-play.8). A mood put into
    its player's hand goes to the hand of the player who has it, even a card they do not own
    (variants.duel-play.8, glossary.becomes-yours).

    Example: Alice takes Bob's Boredom with Guile; Bob's Anger sends it to Bob's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Joy and Glee in hand
      And Bob has moods Boredom
      And Bob has Anger in hand
      When Alice plays Guile
      Then Boredom is one of Alice's moods
      And Alice's discard pile holds Joy and Glee
      When Alice passes
      And Bob plays Anger
      And Bob chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile holds Joy and Glee

    Example: Alice has Bob's Boredom; her Fear puts it into her own hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice has Fear in hand
      When Alice plays Fear
      And Alice chooses Boredom
      Then Boredom is in Alice's hand

  @source:community-2026-12-01 @card:envy @card:bliss
  Rule: In a duel, a card paid for a cost goes to its owner's discard pile, whoever paid with it
    A players' question, settled by the rules. A cost is paid before the card is played
    (rules.taking-a-turn.3, rules.taking-a-turn.7), and in duel play a card that goes to a
    discard pile goes to its owner's (variants.duel-play.6). A mood or card of the other
    player's that a player has may pay a cost like any other of theirs; it goes home.

    Example: Alice pays Envy's cost with Bob's Boredom, which she has: it goes to Bob's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Boredom belongs to Bob
      And Alice has Envy in hand
      When Alice plays Envy
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty

    Example: Alice discards Bob's Joy, which is in her hand, to play Bliss: it goes to Bob's discard pile, and Bliss remembers green
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Bliss and Joy in hand
      And Joy belongs to Bob
      When Alice plays Bliss
      Then Bob's discard pile holds Joy
      And Alice's score is 18

  @source:community-2026-12-04 @card:boredom @card:spite
  Rule: In a duel, a card without text is judged by its printed value, and goes to its owner's discard pile like any card
    A players' question, settled by the rules. A card without text is only its color and
    its value of 4 (apathy.1), so Spite, which looks for an even value (spite.text), may
    choose it. Duel play lets a card change players without changing whose card it is
    (variants.duel-play.8), and a card put into a discard pile goes into its owner's
    (variants.duel-play.6): Alice's Boredom, which Bob has, goes home to Alice's pile.

    Example: Bob has Alice's Boredom, worth an even 4: Spite sends it to Alice's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Charity
      And Boredom belongs to Alice
      And Alice has Spite in hand
      When Alice plays Spite
      And Alice chooses Bob
      Then Alice's discard pile holds Boredom
      And Bob's discard pile is empty
      And Bob has moods Charity
