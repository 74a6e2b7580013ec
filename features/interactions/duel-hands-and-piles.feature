Feature: Hands, piles and decks in a duel
  In a duel the cards still change players as in any game, but each card keeps its owner: a
  card that crosses to the other side is marked, and it goes home when the game ends. These
  rulings follow the cards given between the players, the cards played from or counted in
  the two discard piles, the marked cards that lie in front of a player as part of their hand,
  and the draws from a player's own deck around the cards that change who goes first.

  @source:community-2026-12-04 @card:avoidance @card:confusion @card:compulsion @card:instability @card:chaos @card:fascination @card:arrogance
  Rule: In a duel, a card or mood given to the other player changes players but not owners, and goes back to its owner's deck when the game ends
    A players' question, settled by the rules. Duel play lets cards change players as
    usual, into the other player's moods or hand (variants.duel-play.8): giving makes the
    card the other player's to use (glossary.give-card-mood). It does not make it theirs to
    keep: each card crossing the table is marked (variants.duel-play.7), and when a game ends
    every card goes back to its owner for the next game (variants.duel-play.8). So a mood
    given, dealt or taken during the last round of a game is scored by the player who has
    it, then goes into its owner's deck.

    Example: Avoidance passes a mood each way in the last round; the game over, each goes back into its owner's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom
      And Bob has moods Laziness
      And Alice has Avoidance in hand
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Boredom
      Then Laziness is one of Alice's moods
      And Boredom is one of Bob's moods
      When the round is scored
      Then Alice wins the game
      And Laziness is in Bob's deck
      And Boredom is in Alice's deck

    Example: Confusion passes a card each way; Bob's Joy, in Alice's hand when the game ends, goes back into Bob's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Generosity
      And Alice has Confusion and Boredom in hand
      And Bob has Joy in hand
      When Alice plays Confusion
      And Alice chooses left
      Then Joy is in Alice's hand
      And Boredom is in Bob's hand
      When the round is scored
      Then Alice wins the game
      And Joy is in Bob's deck
      And Boredom is in Alice's deck

    Example: Compulsion brings Bob's Joy into Alice's hand; when the game ends it goes back into Bob's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Generosity
      And Alice has Compulsion in hand
      And Bob has Joy and Boredom in hand
      When Alice plays Compulsion
      And Bob chooses Joy
      Then Joy is in Alice's hand
      When the round is scored
      Then Alice wins the game
      And Joy is in Bob's deck

    Example: Instability swaps a mood each way; the game over, each goes back into its owner's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Laziness
      And Bob has moods Generosity and Boredom
      And Alice has Instability in hand
      When Alice plays Instability
      And Alice chooses Generosity and Boredom
      And Bob chooses Generosity
      And Alice chooses Laziness
      Then Generosity is one of Alice's moods
      And Laziness is one of Bob's moods
      When the round is scored
      Then Alice wins the game
      And Generosity is in Bob's deck
      And Laziness is in Alice's deck

    Example: Chaos deals Bob's Generosity to Alice; she wins with it, and it goes back into Bob's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Bob has moods Generosity and Boredom
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Generosity then Boredom then Chaos
      Then Alice has moods Generosity and Chaos
      And Bob has moods Boredom
      When the round is scored
      Then Alice wins the game
      And Generosity is in Bob's deck
      And Chaos is in Alice's deck

    Example: Fascination gives Bob Alice's Fear; when the game ends it goes back into Alice's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Generosity
      And Alice has Fascination and Fear in hand
      When Alice plays Fascination
      And Alice chooses Fear
      Then Fear is in Bob's hand
      And Fascination's value is 7
      When the round is scored
      Then Alice wins the game
      And Fear is in Alice's deck

    Example: Arrogance takes Bob's Discipline for the last round; Alice wins with it, and it goes back into Bob's deck
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Bob has moods Discipline and Boredom
      And Alice has Arrogance in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Discipline is one of Alice's moods
      When the round is scored
      Then Alice wins the game
      And Discipline is in Bob's deck
      And Arrogance is in Alice's deck

  @source:community-2026-12-04 @card:betrayal
  Rule: In a duel, Betrayal's mood comes back to the player who gave it, even when the other player owns it
    A players' question, settled by the rules. After scoring, Betrayal's mood becomes its
    giver's again (betrayal.text): the giver is the player who has Betrayal's effect, not
    the card's owner. Duel play keeps the owner on every card (variants.duel-play.8) but
    does not alter how cards change players, so a mood of Bob's that Alice had given to
    Bob comes back to Alice after scoring, and stays Bob's card: it goes to his discard pile
    when it leaves play.

    Example: Alice gives Bob back his own Generosity with Betrayal; after scoring it is Alice's mood again
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity and Boredom
      And Generosity belongs to Bob
      And Alice has Betrayal in hand
      When Alice plays Betrayal
      And Alice chooses Generosity
      Then Generosity is one of Bob's moods
      When the round is scored
      Then Alice wins the round
      And Generosity is one of Alice's moods

    Example: The mood Betrayal brought back goes to its owner's discard pile when it leaves play
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity and Boredom
      And Generosity belongs to Bob
      And Alice has Betrayal in hand
      And Bob has Wrath in hand
      When Alice plays Betrayal
      And Alice chooses Generosity
      And the round is scored
      Then Generosity is one of Alice's moods
      When Alice passes
      And Bob plays Wrath
      And Bob chooses to discard them
      Then Bob's discard pile holds Generosity
      And Alice's discard pile holds Boredom and Betrayal

  @source:community-2026-12-04 @card:grief @card:nostalgia @card:grace @card:cynicism @card:wonder @card:vulnerability
  Rule: In a duel, a card that plays from, takes from or looks at the discard pile reaches both players' piles
    A players' question, settled by the rules. The two discard piles are kept apart only to
    tell whose cards are whose; for every card that cares, they are one pile
    (variants.duel-play.6): a mood may be played from either, a card taken from either, and
    every card in both is counted. A card taken from the other player's pile is still theirs
    (variants.duel-play.8).

    Example: Grief plays one additional mood from each player's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice's discard pile holds Joy
      And Bob's discard pile holds Boredom
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice plays Joy from the discard pile
      And Alice plays Boredom from the discard pile
      Then Alice has moods Grief, Joy and Boredom
      And Alice's discard pile is empty
      And Bob's discard pile is empty

    Example: Nostalgia takes Bob's Joy from his discard pile into Alice's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob's discard pile holds Joy
      And Alice has Nostalgia in hand
      When Alice plays Nostalgia
      And Alice chooses Joy
      Then Joy is in Alice's hand
      And Bob's discard pile is empty
      And Alice may play Joy

    Example: Grace plays a green mood from Bob's discard pile, not his red one
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Grace
      And Bob's discard pile holds Joy and Boredom
      Then Alice may play Joy from the discard pile
      And Alice cannot play Boredom from the discard pile because Grace's additional mood must share a color with one of Alice's moods
      When Alice plays Joy from the discard pile
      Then Alice has moods Grace and Joy
      And Bob's discard pile holds Boredom

    Example: Cynicism may take a card from either pile, and puts Alice's Joy into Bob's hand
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice's discard pile holds Joy
      And Bob's discard pile holds Boredom
      And Alice has Cynicism in hand
      When Alice plays Cynicism
      Then Alice may choose each of Joy and Boredom
      When Alice chooses Joy
      Then Joy is in Bob's hand
      And Alice's discard pile is empty
      And Cynicism's value is 6

    Example: Wonder counts the green cards of both discard piles
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice's discard pile holds Joy
      And Bob's discard pile holds Laziness and Boredom
      And Alice has Wonder in hand
      When Alice plays Wonder
      And Alice chooses green
      Then Wonder's value is 6

    Example: Vulnerability counts a card put into Bob's own discard pile this round
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Vulnerability
      And Bob has moods Boredom
      And Alice has Anger in hand
      Then Vulnerability's value is 1
      When Alice plays Anger
      And Alice chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty
      And Vulnerability's value is 7

  @source:reference-2026-12-04 @card:sloth @card:vanity @card:animosity @card:curiosity
  Rule: In a duel, a marked card laid in front of a player is a card in their hand, for every card that counts or picks from hands
    The reference's own ruling. Duel play says that a card that would go into the other
    player's hand is marked and put in front of that player, since both players know it
    (variants.duel-play.8). The same paragraph begins by saying that duel play does not
    change a card's ability to change players, going into another player's hand included,
    and its purpose is that each card finds its owner again when the game ends. So laying
    the card in front of its holder is a way of keeping it, not a place of its own: it is
    still a card in that player's hand (glossary.card), which they may play, discard or
    give like the others, and which counts as one card of their hand for Sloth
    (sloth.text), Vanity (vanity.text) and Animosity (animosity.text), and may be the
    random card Curiosity reveals from that hand (curiosity.text). Both players know it is
    there (the hidden-cards ruling on duels), which changes nothing of that.

    A careful reader might take "placed in front of the player" as putting the card outside
    the hand, so that it counts for no card that counts a hand, and cannot be the random
    card picked from it. Each example fails under that reading.

    Example: Bob's Joy, marked in front of Alice, is one of the two cards that make Sloth worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Sloth
      And Alice has Joy and Boredom in hand
      And Joy belongs to Bob
      Then Sloth's value is 5

    Example: with only Bob's marked Joy before her, Alice's hand is not empty, and Vanity counts 1 a mood
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Vanity and Boredom
      And Alice has Joy in hand
      And Joy belongs to Bob
      Then Vanity's value is 2

    Example: Alice's Joy, marked in front of Bob, is the third card of his hand that makes Animosity worth 5
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Animosity
      And Bob has Joy, Boredom and Laziness in hand
      And Joy belongs to Alice
      Then Animosity's value is 5

    Example: Curiosity's random card from Bob's hand may be Alice's marked Joy
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob has Joy and Boredom in hand
      And Joy belongs to Alice
      And Alice has Curiosity in hand
      When Alice plays Curiosity
      And Alice chooses Bob
      And the random pick is Joy
      Then Joy was revealed to every player by Bob
      And Curiosity's value is 6

  @source:community-2026-12-04 @card:honor @card:awe
  Rule: In a duel, a card that chooses who goes first changes nothing of the draws: the loser draws from their own deck, and after Awe nobody draws
    A players' question, settled by the rules. Honor makes its chosen player go first
    without changing who draws (honor.text), and Awe's round has no loser, so nobody draws
    (awe.text, awe.1). In a duel each player draws from their own deck, and a player whose
    own deck is empty draws nothing, whatever the other deck holds (variants.duel-play.4,
    variants.duel-play.9).

    Example: Honor's chosen Alice loses, goes first, and draws from her own deck
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Honor in hand
      And Bob has moods Generosity
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Honor
      And Alice chooses Alice
      And the round is scored
      Then Bob wins the round
      And Alice drew Joy
      And Alice goes first
      And Bob's deck holds Fear (top first)

    Example: Honor's chosen Alice loses with an empty deck of her own and draws nothing, though Bob's deck holds a card
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Honor in hand
      And Bob has moods Generosity
      And Bob's deck holds Fear (top first)
      When Alice plays Honor
      And Alice chooses Alice
      And the round is scored
      Then Bob wins the round
      And Alice could not draw
      And Alice goes first
      And Bob's deck holds Fear (top first)

    Example: after Awe nobody draws, and both decks keep their cards
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Awe in hand
      And Bob has moods Generosity
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Awe
      And Alice chooses Bob
      And the round is scored
      Then Bob goes first
      And Alice has no cards in hand
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
