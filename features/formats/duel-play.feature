Feature: Duel play
  Each player comes to a duel with a deck of their own. A player draws from their own deck and
  discards into their own discard pile, but the discard piles together count as the
  discard pile for every card that looks at it or plays from it. The engine remembers who
  owns each card, wherever it goes, and gives every card back to its owner when the game
  ends. Structure duels, power duels and both drafts are played this way.

  @note:variants.duel-play.3
  Rule: Each player has a deck of their own and draws from it

    Example: Alice loses the round and draws from her deck, not Bob's
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the round
      And Alice drew Joy
      And Bob's deck holds Fear (top first)

  @note:variants.duel-play.4
  Rule: A card put on the bottom of the deck goes under its owner's deck

    Example: Hate puts Bob's Boredom under Bob's deck, and Alice draws from her own
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Hate in hand
      And Bob has moods Boredom
      And Alice's deck holds Joy (top first)
      And Bob's deck holds Fear (top first)
      When Alice plays Hate
      And Alice chooses Boredom
      Then Bob's deck holds Fear and Boredom (top first)
      And Joy is in Alice's hand

    Example: a mood Alice has but Bob owns goes under Bob's deck
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Hate in hand
      And Alice has moods Boredom
      And Boredom belongs to Bob
      And Alice's deck holds Joy (top first)
      When Alice plays Hate
      And Alice chooses Boredom
      Then Boredom is at the bottom of Bob's deck
      And Joy is in Alice's hand

    Example: Altruism puts the rest of both discard piles under their owners' decks
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Altruism in hand
      And Alice's discard pile holds Joy and Fear
      And Bob's discard pile holds Glee and Hate
      When Alice plays Altruism
      And the random pick is Glee
      And the random pick is Joy
      And the random order is Fear then Hate
      Then Glee is in Bob's hand
      And Joy is in Alice's hand
      And Alice's deck holds Fear (top first)
      And Bob's deck holds Hate (top first)

  @note:variants.duel-play.4
  Rule: An empty deck gives back the card just put under it only to the player who owns it
    In traditional play, every card that goes under the deck and is drawn again comes from
    the one shared deck, so with the deck empty the player draws straight back the card just
    put under it (conviction.1, zeal.2, doubt.2, rationalization.1, corruption.1,
    bashfulness.1, recklessness.2, hate.1, paranoia.3). In a duel a card always goes under
    its owner's deck and a player always draws from their own (variants.duel-play.4), and a
    player whose deck is empty draws nothing (variants.duel-play.9). So the card comes back
    only when the drawer owns it; otherwise it waits under its owner's deck. The note names
    Hate and Paranoia, whose player draws for a card that is usually someone else's
    (variants.duel-play.10); every card that puts a card under the deck and draws does the
    same when the card is not its drawer's: a mood taken with Guile, a card received with
    Intimidation, a card from the other player's discard pile.

    Example: Conviction sends Bob's Boredom, which Alice owns, under Alice's deck; Bob's empty deck gives him nothing
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Conviction in hand
      And Bob has moods Boredom
      And Boredom belongs to Alice
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Alice's deck holds Boredom (top first)
      And Bob could not draw
      And Bob has no cards in hand

    Example: Conviction sends Bob's own Boredom under his empty deck, and he draws it back
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Conviction in hand
      And Bob has moods Boredom
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Boredom is in Bob's hand
      And Bob drew Boredom

    Example: Zeal sends Bob's Boredom from Alice's hand under Bob's deck, and Alice draws nothing
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Zeal and Boredom in hand
      And Boredom belongs to Bob
      When Alice plays Zeal
      And Alice chooses Boredom
      Then Bob's deck holds Boredom (top first)
      And Alice could not draw
      And Alice has no cards in hand

    Example: Doubt: Alice draws back her own Boredom but not Bob's Laziness
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Doubt, Boredom and Laziness in hand
      And Laziness belongs to Bob
      When Alice plays Doubt
      And Alice chooses Boredom and Laziness
      Then Bob's deck holds Laziness (top first)
      And Alice's hand holds Boredom
      And Alice could not draw

    Example: Rationalization: Alice draws back her own Boredom but not Bob's Laziness
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Rationalization, Boredom and Laziness in hand
      And Laziness belongs to Bob
      When Alice plays Rationalization
      And Alice chooses hand under the deck, then draw as many
      Then Bob's deck holds Laziness (top first)
      And Alice's hand holds Boredom
      And Alice could not draw

    Example: Corruption puts Boredom from Bob's discard pile under Bob's deck, and Alice draws nothing
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Corruption in hand
      And Bob's discard pile holds Boredom
      When Alice plays Corruption
      And Alice chooses put up to two cards from the discard pile under the deck, then draw as many
      And Alice chooses Boredom
      Then Bob's deck holds Boredom (top first)
      And Alice could not draw
      And Alice has no cards in hand

    Example: Bashfulness, which Bob owns, goes under his deck after Alice wins; Alice draws nothing, and Bob draws it as the loser
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Bashfulness in hand
      And Bashfulness belongs to Bob
      When Alice plays Bashfulness
      And the round is scored
      Then Alice wins the round
      And Alice could not draw
      And Alice has no cards in hand
      And Bob drew Bashfulness

    Example: Recklessness, which Bob owns, goes under his deck after scoring; Alice draws nothing, and Bob draws it as the loser
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Recklessness in hand
      And Recklessness belongs to Bob
      When Alice plays Recklessness
      And the round is scored
      Then Alice wins the round
      And Alice could not draw
      And Alice has no cards in hand
      And Bob drew Recklessness

  @note:variants.duel-play.5
  Rule: Each player has a discard pile of their own, and a card goes to its owner's

    Example: Anger discards a mood of each player into two piles
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Anger in hand
      And Alice has moods Fear
      And Bob has moods Hate
      When Alice plays Anger
      And Alice chooses Fear and Hate
      Then Alice's discard pile holds Fear
      And Bob's discard pile holds Hate

    Example: Bob's Boredom, played by Alice, goes to Bob's discard pile when it leaves play
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Bob has Boredom and Anger in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      And Bob chooses Boredom
      And Alice plays Boredom
      Then Boredom is one of Alice's moods
      When Alice passes
      And Bob plays Anger
      And Bob chooses Boredom
      Then Bob's discard pile holds Boredom
      And Alice's discard pile is empty

  @note:variants.duel-play.6
  Rule: The discard piles count as one pile for every card that cares

    Example: Sadness counts the cards in both discard piles
      Given a structure duel between Alice and Bob
      And Alice has moods Sadness
      And Alice's discard pile holds Joy
      And Bob's discard pile holds Fear and Glee
      Then Sadness's value is 6

    Example: Misery finds two green cards, one in each pile
      Given a structure duel between Alice and Bob
      And Alice has moods Misery
      And Alice's discard pile holds Joy
      And Bob's discard pile holds Harmony
      Then Misery's value is 8

    Example: with Melancholy, Alice may play a card from Bob's discard pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has moods Melancholy
      And Bob's discard pile holds Joy
      Then Alice may play Joy from the discard pile

    Example: Harmony's additional mood may come from either pile
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Harmony in hand
      And Bob's discard pile holds Boredom
      When Alice plays Harmony
      Then Alice may play Boredom from the discard pile
      When Alice plays Boredom from the discard pile
      Then Boredom is one of Alice's moods
      And Bob's discard pile is empty

  @note:variants.duel-play.7
  Rule: The engine remembers who owns each card, whichever player has it
    Players mark cards that cross to the other side of the table; the engine keeps the
    owner on every card, so a card that changed hands still goes to its owner's piles.

    Example: Bob's Hate, given to Alice, goes under Bob's deck, not Alice's
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Intimidation in hand
      And Bob has Hate and Boredom in hand
      And Alice's deck holds Joy (top first)
      When Alice plays Intimidation
      And Alice chooses Bob
      And Bob chooses Hate
      Then Hate is in Alice's hand
      When Alice plays Hate
      And Alice chooses Hate
      Then Hate is at the bottom of Bob's deck
      And Joy is in Alice's hand

  @note:variants.duel-play.8
  Rule: Cards still change players as usual, and when the game ends every card goes back to its owner

    Example: Bob's Glee, in Alice's moods, goes back to Bob's deck when Alice wins
      Given a structure duel between Alice and Bob
      And it is round 5
      And it is Alice's turn
      And Alice has won 2 rounds
      And Bob has won 2 rounds
      And Alice has moods Boredom and Glee
      And Glee belongs to Bob
      And Bob has Joy in hand
      When the round is scored
      Then Alice wins the game
      And Glee is in Bob's deck
      And Boredom is in Alice's deck
      And Joy is in Bob's deck

  @note:variants.duel-play.9
  Rule: A player who cannot draw, because their deck is empty, does not draw

    Example: Alice loses the round with an empty deck
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Bob's deck holds Fear (top first)
      And Bob has moods Boredom
      When the round is scored
      Then Bob wins the round
      And Alice could not draw
      And Alice has no cards in hand
      And Bob's deck holds Fear (top first)

  @note:variants.duel-play.10
  Rule: Hate and Paranoia can send a card under the opponent's deck while their player draws from their own

    Example: Hate sends Bob's mood under his deck; Alice's empty deck gives her nothing
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Hate in hand
      And Bob has moods Boredom
      When Alice plays Hate
      And Alice chooses Boredom
      Then Bob's deck holds Boredom (top first)
      And Alice could not draw
      And Alice has no cards in hand

    Example: Paranoia sends Bob's card under his deck and Alice draws from hers
      Given a structure duel between Alice and Bob
      And it is Alice's turn
      And Alice has Paranoia in hand
      And Bob has Fear in hand
      And Alice's deck holds Joy (top first)
      When Alice plays Paranoia
      And Alice chooses Bob
      Then Bob's deck holds Fear (top first)
      And Joy is in Alice's hand

  @source:reference-2026-12-04
  Rule: A player knows which cards are in their own deck, not where: the other player knows only its revealed bottom card
    The reference's own ruling. In a duel each player brings a deck of their own
    (variants.duel-play.3) and builds it (variants.structure-duel.1, variants.power-duel.1:
    a power duel's deck holds one of each card its player chose), so they know every card in
    it; the shuffle at the start of each game (variants.duel-play.3, rules.setup.1) hides only
    where each one lies. The other player has seen only the bottom card the setup reveals
    (rules.setup.1). A drafter knows their drafted
    deck the same way (features/formats/quick-draft.feature, winston-draft.feature).

    A careful reader might let the shuffle end what a player knows of their own deck, as it
    ends what anyone knows of the order of a shared one: a player would then know nothing of
    the cards they brought. The example fails under that reading.

    Example: after the shuffle and the deal, each player knows the rest of their own deck, and of the other's only its bottom card
      Given a power duel between Alice and Bob
      And Alice's deck holds 12 different cards
      And Bob's deck holds 12 different cards
      When the game is set up
      And the shuffle leaves the deck as it is
      Then Alice knows 12 of the cards in Alice's deck
      And Bob knows 0 of the cards in Alice's deck
      When the shuffle leaves the deck as it is
      Then Alice knows 7 of the cards in Alice's deck
      And Bob knows 1 of the cards in Alice's deck
      And Bob knows 7 of the cards in Bob's deck
      And Alice knows 1 of the cards in Bob's deck
      When the players agree that Alice chooses who goes first
      And Alice answers who goes first: Alice
      Then it is Alice's turn
