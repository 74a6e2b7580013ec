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

  @source:community-2026-12-01 @card:guile @card:anger @card:fear @card:anxiety @card:denial @card:disorientation @card:fickleness @card:hesitation @card:indecisiveness @card:panic @card:worry @card:thrill @card:neurosis @card:regret
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

    Example: Anxiety puts Bob's Joy, which Alice owns, into Bob's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Joy and Boredom
      And Joy belongs to Alice
      And Alice has Anxiety in hand
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Joy is in Bob's hand
      And Alice has no cards in hand

    Example: Denial sends two red moods into the hands of the players who have them, not their owners
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Bob has moods Glee
      And Glee belongs to Alice
      And Alice has Denial in hand
      When Alice plays Denial
      And Alice chooses Boredom and Glee
      Then Boredom is in Alice's hand
      And Glee is in Bob's hand

    Example: Disorientation names 4: each mood worth 4 goes into the hand of the player who has it
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Laziness belongs to Bob
      And Bob has moods Boredom
      And Boredom belongs to Alice
      And Alice has Disorientation in hand
      When Alice plays Disorientation
      And Alice chooses 4
      Then Laziness is in Alice's hand
      And Boredom is in Bob's hand

    Example: Fickleness sends Bob's red moods into his hand, Alice's Boredom with them
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Glee
      And Boredom belongs to Alice
      And Alice has Fickleness in hand
      When Alice plays Fickleness
      Then Bob's hand holds Boredom and Glee
      And Alice has no cards in hand

    Example: Hesitation puts Bob's Boredom, which Alice owns, into Bob's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Laziness
      And Boredom belongs to Alice
      And Alice has Hesitation in hand
      When Alice plays Hesitation
      And Alice chooses one red or green mood
      And Alice chooses Boredom
      Then Boredom is in Bob's hand
      And Alice has no cards in hand

    Example: Indecisiveness picks Alice's Boredom from Bob's moods, and it goes into Bob's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Laziness
      And Boredom belongs to Alice
      And Alice has Indecisiveness in hand
      When Alice plays Indecisiveness
      And Alice chooses Bob
      And the random pick is Boredom
      Then Boredom is in Bob's hand
      And Alice has no cards in hand

    Example: Panic puts Bob's Boredom, which Alice owns, into Bob's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Boredom belongs to Alice
      And Alice has Panic in hand
      When Alice plays Panic
      And Alice chooses Bob
      Then Boredom is in Bob's hand
      And Alice has no cards in hand

    Example: Worry: Bob's Complacency goes into Alice's hand, and Alice's Joy into Bob's
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Complacency
      And Complacency belongs to Bob
      And Bob has moods Joy and Generosity
      And Joy belongs to Alice
      And Alice has Worry in hand
      When Alice plays Worry
      And Alice chooses Complacency
      And Alice chooses Joy
      Then Complacency is in Alice's hand
      And Joy is in Bob's hand

    Example: Thrill puts Bob's Boredom into Alice's hand, and she may play it again
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice has Thrill in hand
      When Alice plays Thrill
      And Alice chooses Boredom
      Then Boredom is in Alice's hand
      And Alice may play Boredom

    Example: Neurosis: Alice pays with Bob's Boredom, which goes into her hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice has Neurosis in hand
      When Alice plays Neurosis
      Then Boredom is in Alice's hand
      And Neurosis is one of Alice's moods

    Example: Regret: Bob's Boredom pays the cost into Alice's hand, and Bob's Glee joins it there
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Laziness
      And Boredom belongs to Bob
      And Bob has moods Glee
      And Alice has Regret in hand
      When Alice plays Regret
      Then Alice's hand holds Boredom, Laziness and Glee
      And Bob has no moods

  @source:community-2026-12-01 @card:envy @card:bliss @card:self-loathing @card:exhilaration
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

    Example: Self-Loathing: Alice pays with Bob's Boredom, which she has, and it goes to his pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice has Self-Loathing in hand
      When Alice plays Self-Loathing
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty
      And Alice has moods Self-Loathing

    Example: Exhilaration: Alice pays with Bob's Laziness, which she has, and it goes to his pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness and Joy
      And Laziness belongs to Bob
      And Alice has Exhilaration in hand
      When Alice plays Exhilaration
      And Alice chooses Laziness
      Then Bob's discard pile holds Laziness
      And Alice's discard pile is empty
      And Alice's score is 6

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

  @source:community-2026-12-04 @card:courage @card:disillusionment @card:bitterness @card:contempt @card:cruelty @card:fury @card:hostility @card:malice @card:rage @card:rebellion @card:shock @card:wrath @card:rejection @card:bravado @card:infatuation @card:angst
  Rule: In a duel, a mood sent to the discard pile goes to its owner's pile, whoever has it and whoever sends it
    A players' question, settled by the rules. Each player's cards go into a discard pile of
    their own (variants.duel-play.6), and a card that changes players does not change owners
    (variants.duel-play.8): a mood that Alice owns and Bob has goes into Alice's pile when any
    card puts it into the discard pile, be it Bob's, Alice's or nobody's choice. The two piles
    still count as one for every card that looks at the discard pile, so a card played from
    the discard pile may come from either (variants.duel-play.6).

    Example: Courage sends Bob's Generosity, which Alice owns, to Alice's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity and Boredom
      And Generosity belongs to Alice
      And Alice has Courage in hand
      When Alice plays Courage
      And Alice chooses Bob
      Then Alice's discard pile holds Generosity
      And Bob's discard pile is empty
      And Bob has moods Boredom

    Example: Disillusionment's colors send each mood home to its owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Laziness belongs to Bob
      And Bob has moods Boredom
      And Boredom belongs to Alice
      And Alice has Disillusionment in hand
      When Alice plays Disillusionment
      And Bob chooses green
      And Alice chooses red
      Then Bob's discard pile holds Laziness
      And Alice's discard pile holds Boredom
      And Alice has moods Disillusionment

    Example: Bitterness sends the red moods away, each to its owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Glee
      And Boredom belongs to Alice
      And Alice has Bitterness in hand
      When Alice plays Bitterness
      Then Alice's discard pile holds Boredom
      And Bob's discard pile holds Glee
      And Bob has no moods

    Example: Contempt sends every green and white mood home, one to each pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Complacency
      And Complacency belongs to Bob
      And Bob has moods Laziness
      And Laziness belongs to Alice
      And Alice has Contempt in hand
      When Alice plays Contempt
      And Alice chooses every green and white mood
      Then Bob's discard pile holds Complacency
      And Alice's discard pile holds Laziness

    Example: Cruelty's random pick, which Alice owns, goes to Alice's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Generosity
      And Boredom belongs to Alice
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Boredom
      Then Alice's discard pile holds Boredom
      And Bob's discard pile is empty
      And Bob has moods Generosity

    Example: Fury: each player's highest mood is the other's card, and each goes to its owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Generosity belongs to Bob
      And Bob has moods Chaos
      And Chaos belongs to Alice
      And Alice has Fury in hand
      When Alice plays Fury
      Then Bob's discard pile holds Generosity
      And Alice's discard pile holds Chaos
      And Alice has moods Fury

    Example: Hostility: Alice pays with Bob's Laziness and sends away her own Joy that Bob has
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Laziness belongs to Bob
      And Bob has moods Joy and Generosity
      And Joy belongs to Alice
      And Alice has Hostility in hand
      When Alice plays Hostility
      And Alice chooses Laziness
      And Alice chooses Joy
      Then Bob's discard pile holds Laziness
      And Alice's discard pile holds Joy
      And Bob has moods Generosity

    Example: Malice: Bob chooses two of his moods, and each mood that goes leaves for its owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom, Laziness and Glee
      And Boredom belongs to Alice
      And Alice has Malice in hand
      When Alice plays Malice
      And Bob chooses Boredom and Laziness
      Then Alice's discard pile holds Boredom
      And Bob's discard pile holds Laziness and Glee
      And Bob has no moods

    Example: Rage sends Bob's Joy, which Alice owns, to Alice's pile and her Courage, which Bob owns, to his
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Courage
      And Courage belongs to Bob
      And Bob has moods Joy and Generosity
      And Joy belongs to Alice
      And Alice has Rage in hand
      When Alice plays Rage
      And Alice chooses to discard them
      Then Alice's discard pile holds Joy
      And Bob's discard pile holds Courage
      And Bob has moods Generosity

    Example: Rebellion names 3: Bob's Joy goes to Alice's pile, his Cruelty to his own
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob has moods Joy, Cruelty and Generosity
      And Joy belongs to Alice
      And Alice has Rebellion in hand
      When Alice plays Rebellion
      And Alice chooses 3
      Then Alice's discard pile holds Joy
      And Bob's discard pile holds Cruelty
      And Bob has moods Generosity

    Example: Shock takes one small mood of each player, each to its owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Joy
      And Joy belongs to Bob
      And Bob has moods Courage and Generosity
      And Courage belongs to Alice
      And Alice has Shock in hand
      When Alice plays Shock
      And Alice chooses Alice and Bob
      And Alice chooses Joy
      Then Bob's discard pile holds Joy
      And Alice's discard pile holds Courage
      And Bob has moods Generosity

    Example: Wrath empties the table into both piles, by owner
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness and Joy
      And Laziness belongs to Bob
      And Bob has moods Boredom and Glee
      And Boredom belongs to Alice
      And Alice has Wrath in hand
      When Alice plays Wrath
      And Alice chooses to discard them
      Then Alice's discard pile holds Joy and Boredom
      And Bob's discard pile holds Laziness and Glee
      And Alice has moods Wrath

    Example: Rejection sends two red moods away, one to each owner's pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Glee
      And Glee belongs to Bob
      And Bob has moods Boredom
      And Boredom belongs to Alice
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Glee and Boredom
      Then Bob's discard pile holds Glee
      And Alice's discard pile holds Boredom

    Example: Bravado: Alice sends away Bob's Laziness, which she has, to his pile, and may play again
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Laziness belongs to Bob
      And Alice has Bravado and Boredom in hand
      When Alice plays Bravado
      And Alice chooses Laziness
      Then Bob's discard pile holds Laziness
      And Alice's discard pile is empty
      And Alice may play Boredom

    Example: Infatuation: two of Bob's cards that Alice has go to his pile, and Infatuation is worth 9
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness and Complacency
      And Laziness belongs to Bob
      And Complacency belongs to Bob
      And Alice has Infatuation in hand
      When Alice plays Infatuation
      And Alice chooses Laziness and Complacency
      Then Bob's discard pile holds Laziness and Complacency
      And Alice's discard pile is empty
      And Infatuation's value is 9

    Example: Angst: Bob's Boredom goes to Bob's pile, and Alice plays it again from there
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      When Alice plays Boredom from the discard pile
      Then Boredom is one of Alice's moods
      And Bob's discard pile is empty
      And Alice's discard pile is empty

  @source:community-2026-12-04 @card:dignity @card:faith @card:shame @card:ambition @card:cheer @card:delight @card:embarrassment @card:suspicion
  Rule: In a duel, a card discarded from a hand goes to its owner's discard pile, even a card of the other player's that came into that hand
    A players' question, settled by the rules. Discarding puts a card from a hand into the
    discard pile (glossary.discard-discarded), and in duel play each player's cards go into
    their own pile (variants.duel-play.6). A card that reached a player's hand from the other
    player (given, taken, put back from play) is still the other player's
    (variants.duel-play.8): discarded, it goes home. What the discard does for the card that
    asked for it (a value of 5, a suppression, an additional mood) is the same as with a card
    of one's own.

    Example: Dignity: Alice discards Bob's Joy from her hand, which goes to his pile, and Dignity is worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Dignity and Joy in hand
      And Joy belongs to Bob
      When Alice plays Dignity
      And Alice chooses Joy
      Then Bob's discard pile holds Joy
      And Alice's discard pile is empty
      And Dignity's value is 5

    Example: Faith: Alice discards Bob's Joy to his pile and suppresses his Generosity
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Faith and Joy in hand
      And Joy belongs to Bob
      And Bob has moods Generosity
      When Alice plays Faith
      And Alice chooses Joy
      And Alice chooses Generosity
      Then Bob's discard pile holds Joy
      And Alice's discard pile is empty
      And Generosity is suppressed

    Example: Shame: Alice discards Bob's Boredom to his pile, and his red moods are suppressed
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Shame and Boredom in hand
      And Boredom belongs to Bob
      And Bob has moods Glee and Generosity
      When Alice plays Shame
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty
      And Glee is suppressed
      And Generosity is not suppressed

    Example: Ambition: Alice discards Bob's Joy to his pile, and may play an additional mood
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Ambition, Joy and Boredom in hand
      And Joy belongs to Bob
      When Alice plays Ambition
      And Alice chooses Joy
      Then Bob's discard pile holds Joy
      And Alice's discard pile is empty
      And Alice may play Boredom

    Example: Cheer: Alice discards Bob's Boredom to his pile, and Cheer is worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Cheer and Boredom in hand
      And Boredom belongs to Bob
      When Alice plays Cheer
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty
      And Cheer's value is 5

    Example: Delight: Alice discards Bob's Joy to his pile, and Delight is worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Delight and Joy in hand
      And Joy belongs to Bob
      When Alice plays Delight
      And Alice chooses Joy
      Then Bob's discard pile holds Joy
      And Alice's discard pile is empty
      And Delight's value is 5

    Example: Embarrassment: Alice discards Bob's Boredom to his pile, and Embarrassment is worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Embarrassment and Boredom in hand
      And Boredom belongs to Bob
      When Alice plays Embarrassment
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty
      And Embarrassment's value is 5

    Example: Suspicion: Alice discards Bob's Joy to his pile, and Bob discards Alice's Boredom to hers
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Suspicion and Joy in hand
      And Joy belongs to Bob
      And Bob has Boredom and Laziness in hand
      And Boredom belongs to Alice
      When Alice plays Suspicion
      And Alice chooses Alice and Bob
      And Bob chooses Boredom
      Then Bob's discard pile holds Joy
      And Alice's discard pile holds Boredom
      And Bob's hand holds Laziness
