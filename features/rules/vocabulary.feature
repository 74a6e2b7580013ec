Feature: Vocabulary
  The words the cards use, one ruling per term of the rules document's vocabulary, each
  with an example that shows the word at work.

  @note:glossary.0-1-2-3-4-5-6
  Rule: The dice show values from 0 to 6; values from 7 to 12 are printed as two dice, added together
    Superiority's lower left corner shows a 6 and a 1: worth 7.

    Example: Superiority turned to its two dice is worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Superiority and Boredom
      And Bob has moods Laziness
      Then Superiority's value is 7
      And Alice's score is 11

    Example: a value that grows can go past 12
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Sadness
      And the discard pile holds Apathy, Boredom, Complacency, Indifference, Laziness, Charity and Courage
      Then Sadness's value is 14

  @note:glossary.additional-mood
  Rule: One mood a turn, unless a card gives an additional mood

    Example: Charity lets Alice play a second mood this turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Charity, Boredom and Apathy in hand
      When Alice plays Charity
      Then Alice may play an additional mood
      When Alice plays Boredom
      Then Alice may not play another mood

    Example: The play-by-play tells that Charity gave Alice her additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Charity and Boredom in hand
      When Alice plays Charity
      Then the play-by-play says Alice was given an additional play by Charity

    Example: the play-by-play tells that an additional mood kept for Bob's next turn is his as that turn starts
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice played Generosity last round
      When Alice passes
      Then it is Bob's turn
      And the play-by-play says Bob was given an additional play by Generosity

  @note:glossary.after-scoring
  Rule: "After scoring" effects happen once the values are added up, before the round ends
    Bashfulness scores its 6 for Alice, and only then goes under the deck.

    Example: Bashfulness counts for Alice's score, then leaves
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Alice played Bashfulness this round
      And Bob has moods Boredom
      And the deck holds Joy and Fear (top first)
      When Bob passes
      Then Alice scored 6
      And Alice wins the round
      And Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand
      And Fear is in Bob's hand

  @note:glossary.becomes-yours
  Rule: A mood that becomes yours is your mood from then on, for everything

    Example: Alice takes Bob's Bashfulness with Guile and scores it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Guile, Fear, Hate and Joy in hand
      When Alice plays Guile
      And Alice chooses Fear and Hate
      Then Bashfulness is one of Alice's moods
      When Alice passes
      And Bob passes
      Then Alice scored 6
      And Bob scored 0
      And Bashfulness is one of Alice's moods

    Example: when the mood is dealt with later, its new player is the one who acts
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Bashfulness
      And Alice has Fear and Hate in hand
      And Alice played Guile this round
      And the deck holds Joy (top first)
      And Bob has Conviction in hand
      When Bob plays Conviction
      And Bob chooses Bashfulness
      Then Bashfulness is at the bottom of the deck
      And Joy is in Alice's hand

    Example: a mood that became Alice's goes to Alice's hand when it is put into its player's hand
      Given a game between Alice and Bob
      And it is Bob's turn
      And Alice went first this round
      And Bob has moods Charity
      And Alice has Fear and Hate in hand
      And Alice played Guile this round
      And Bob has Anxiety in hand
      When Bob plays Anxiety
      And Bob chooses Alice
      Then Charity is in Alice's hand

  @note:glossary.card
  Rule: "Card" means a card in a hand, the deck or the discard pile; a card in play is a mood

    Example: Anger chooses among moods, never among cards in a hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Bob has Courage in hand
      And Alice has Anger and Boredom in hand
      When Alice plays Anger
      Then Alice may choose Charity
      And Alice may choose none of Courage and Boredom
      When Alice chooses Charity
      Then Courage is in Bob's hand

  @note:glossary.choose-any-number-of-players
  Rule: "Choose any number of players" is anything from nobody to every player, yourself included

    Example: Alice chooses every player, herself included
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Suspicion and Fear in hand
      And Bob has Hate in hand
      And Carol has Joy in hand
      When Alice plays Suspicion
      And Alice chooses Alice, Bob and Carol
      Then the discard pile holds Fear, Hate and Joy

    Example: Alice chooses nobody
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Suspicion and Fear in hand
      And Bob has Hate in hand
      When Alice plays Suspicion
      And Alice chooses nothing
      Then the discard pile is empty

  @note:glossary.choose-up-to-two-players
  Rule: "Choose up to two players" is zero, one or two players, and may include yourself

    Example: Alice chooses herself and Bob
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Laziness
      And Carol has moods Apathy
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      Then Alice cannot choose Alice, Bob and Carol together (pacifism.text)
      When Alice chooses Alice and Bob
      And Alice chooses Boredom
      Then Boredom is suppressed
      And Laziness is suppressed
      And Apathy is not suppressed

    Example: Alice chooses nobody, or Carol alone
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Laziness
      And Carol has moods Apathy
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      Then Alice may choose nothing
      And Alice may choose Carol
      When Alice chooses Carol
      Then Apathy is suppressed
      And Laziness is not suppressed

  @note:glossary.copy
  Rule: A copy is the copied card in every way, until it leaves play

    Example: Creativity copying Boredom is a red 4, and a blue Creativity again in the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Bob has Anger in hand
      And Alice has Creativity in hand
      When Alice plays Creativity
      And Alice chooses Boredom
      Then Creativity is a copy of Boredom
      And Creativity is red
      And Creativity's value is 4
      When Alice passes
      And Bob plays Anger
      And Bob chooses Creativity
      Then Creativity is in the discard pile
      And Creativity is blue

  @note:glossary.deal
  Rule: To deal is to hand cards out one at a time, player after player, from the pile the card names

    Example: Chaos deals every mood, shuffled, starting with its player and going in turn order
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Boredom and Apathy
      And Carol has moods Laziness
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random order is Boredom then Laziness then Chaos then Apathy
      Then Alice has moods Boredom and Apathy
      And Bob has moods Laziness
      And Carol has moods Chaos

  @note:glossary.deck
  Rule: The deck is the shuffled pile that players draw from, from the top

    Example: the loser draws the top card
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Joy is in Bob's hand
      And the deck holds Fear (top first)

    Example: Bob draws the top card, and only he is told which card it is
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Bob is told which card Bob drew
      And Alice is not told which card Bob drew
      And Bob did not miss a draw

  @note:glossary.dice
  Rule: A card's dice are its value in the top right corner and, on some cards, a second value in the lower left

    Example: Cheer is worth its top right 3, or its lower left 5 when turned
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Cheer
      And Alice has Cheer and Boredom in hand
      When Alice plays Cheer
      And Alice chooses Boredom
      Then Alice's Cheer's value is 5
      And Bob's Cheer's value is 3

  @note:glossary.discard-discarded
  Rule: To discard is to put a card from a hand into the discard pile

    Example: Guile's cost discards two cards from Alice's hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Guile, Fear, Hate and Joy in hand
      When Alice plays Guile
      And Alice chooses Fear and Joy
      Then the discard pile holds Fear and Joy
      And Alice's hand holds Hate

  @note:glossary.discard-pile
  Rule: One discard pile is shared by all, for cards leaving play and cards leaving hands

    Example: Bob's mood and Alice's discarded cards go to the same pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Bob has Anger in hand
      And Alice has Hostility in hand
      And Alice has moods Laziness
      When Alice plays Hostility
      And Alice chooses Laziness
      And Alice chooses nothing
      Then the discard pile holds Laziness
      When Alice passes
      And Bob plays Anger
      And Bob chooses Hostility
      Then the discard pile holds Laziness and Hostility

    Example: the cards Alice discards are named to Bob as they go to the pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Guile, Fear, Hate and Joy in hand
      When Alice plays Guile
      And Alice chooses Fear and Joy
      Then Bob is told that Fear went to the discard pile
      And Bob is told that Joy went to the discard pile

  @note:glossary.even-value
  Rule: An even value is 0, 2, 4, 6 and so on: 0 is even, and so are values above 12

    Example: Spite may take a mood worth 0 or 4, but not one worth 1 or 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Anger, Boredom, Charity and Patience
      And Alice has Spite in hand
      When Alice plays Spite
      And Alice chooses Bob
      Then Alice may choose each of Anger and Boredom
      And Alice may choose none of Charity and Patience
      When Alice chooses Anger
      Then Anger is in the discard pile

    Example: a Sadness worth 14 is even
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Sadness and Charity
      And the discard pile holds Apathy, Boredom, Complacency, Indifference, Laziness, Joy and Fear
      And Alice has Spite in hand
      Then Sadness's value is 14
      When Alice plays Spite
      And Alice chooses Bob
      Then Sadness is in the discard pile

  @note:glossary.give-card-mood
  Rule: A card given to another player is theirs for good

    Example: Alice gives Bob a card from her hand with Condescension
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Condescension and Fear in hand
      When Alice plays Condescension
      And Alice chooses Fear
      Then Fear is in Bob's hand
      And Condescension's value is 6

  @note:glossary.give-the-mood-back
  Rule: Giving a mood back returns it to the player it was taken from

    Example: Recklessness gives Bob's Boredom back after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Apathy
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Boredom
      Then Boredom is one of Alice's moods
      When Alice passes
      And Bob passes
      And Alice answers the after-scoring order: Recklessness: Boredom is given back
      Then Alice scored 4
      And Boredom is one of Bob's moods

    Example: The play-by-play tells of Boredom going to Alice and back to Bob
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Apathy
      And Alice has Recklessness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Recklessness
      And Alice chooses Boredom
      And Alice passes
      And Bob passes
      And Alice answers the after-scoring order: Recklessness: Boredom is given back
      Then the play-by-play says Boredom went from Bob to Alice
      And the play-by-play says Boredom went from Alice to Bob

  @note:glossary.have-the-same-value
  Rule: Two moods have the same value when their current values are equal, whatever is printed

    Example: Loyalty, turned to 6, has the same value as Bashfulness
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty, Bashfulness and Laziness
      And Alice has Rejection in hand
      When Alice plays Rejection
      Then Loyalty's value is 6
      When Alice chooses Loyalty and Bashfulness
      Then the discard pile holds Loyalty and Bashfulness

    Example: Loyalty worth 3 does not have Bashfulness's value
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty, Bashfulness and Apathy
      And Alice has Rejection in hand
      When Alice plays Rejection
      Then Loyalty's value is 3
      When Alice chooses Loyalty and Bashfulness
      Then the discard pile is empty

  @note:glossary.hurt-feelings
  Rule: With three or more players, the lowest score of the round gives an additional mood next turn
    A tie for the lowest goes to whoever played latest. With two players nobody gets it.

    Example: Carol scored lowest and may play two moods on her next turn
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Patience
      And Carol has moods Charity
      And Carol has Apathy and Laziness in hand
      When the round is scored
      Then Carol scored 1
      And Bob wins the round
      When Bob passes
      And Carol plays Apathy
      Then Carol may play an additional mood

    Example: with two players, the loser gets no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has Apathy and Laziness in hand
      And the deck holds Joy (top first)
      When the round is scored
      And Alice passes
      And Bob plays Apathy
      Then Bob may not play another mood

  @note:glossary.lose
  Rule: Every player without the highest score loses the round, and each loser draws a card

    Example: Bob and Carol both lose and both draw
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Bashfulness
      And Bob has moods Boredom
      And Carol has moods Charity
      And the deck holds Joy, Fear and Hate (top first)
      When the round is scored
      Then Alice wins the round
      And Joy is in Bob's hand
      And Fear is in Carol's hand
      And Alice has no cards in hand

  @note:glossary.lower-left-corner
  Rule: The lower left corner holds a card's second value, the one it has when turned

    Example: Patience's lower left 1 is its value in the round it is played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Patience in hand
      When Alice plays Patience
      Then Patience's value is 1

  @note:glossary.may
  Rule: "May" leaves the choice to the player: doing nothing is always allowed

    Example: Alice may decline Anger's effect
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Alice has Anger in hand
      When Alice plays Anger
      Then Alice may choose nothing
      When Alice chooses nothing
      Then Bob has moods Charity

    Example: Rage's "may" is answered by keeping the moods, not by choosing nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Bashfulness and Self-Loathing
      And Bob has moods Superiority, Boredom and Apathy
      And Alice has Rage in hand
      When Alice plays Rage
      Then Alice cannot choose nothing
      When Alice chooses to keep them
      Then Bob has moods Superiority, Boredom and Apathy

  @note:glossary.mood
  Rule: A mood is a card in play; cards in hands, the deck or the discard pile are not moods

    Example: Superiority counts Alice's moods, not the cards in her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Superiority
      And Alice has Boredom, Apathy and Laziness in hand
      And Bob has moods Charity
      Then Superiority's value is 3
      When Alice plays Boredom
      Then Superiority's value is 7

  @note:glossary.moodiest
  Rule: The moodiest player is the one with the most moods in play

    Example: Envy counts the moods of Carol, Alice's moodiest opponent
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Laziness
      And Carol has moods Apathy, Complacency and Indifference
      And Alice has Envy in hand
      When Alice plays Envy
      Then Envy's value is 6

  @note:glossary.most-common-color
  Rule: The most common color is the color with the most moods in play; colors tied for the most are all most common
    The rules document's example: with 2 white moods, 3 blue, 3 black, 1 red and 2 green,
    blue and black both count as most common.

    Example: Bitterness makes it three blue and three black, and every other blue and black mood goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Complacency, Loyalty, Indifference and Bashfulness
      And Bob has moods Obsession, Apathy, Sadness, Boredom, Laziness and Cheer
      And Alice has Bitterness in hand
      When Alice plays Bitterness
      Then the discard pile holds Indifference, Bashfulness, Obsession, Apathy and Sadness
      And Alice has moods Complacency, Loyalty and Bitterness
      And Bob has moods Boredom, Laziness and Cheer

  @note:glossary.odd-value
  Rule: An odd value is 1, 3, 5 and so on, a value of 7 included

    Example: Anxiety may take Bob's Charity worth 1 or his Superiority worth 7, but not his moods worth 4 or 0
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Superiority, Charity, Boredom and Anger
      And Alice has Anxiety in hand
      Then Superiority's value is 7
      When Alice plays Anxiety
      And Alice chooses Bob
      Then Alice may choose each of Superiority and Charity
      And Alice may choose none of Boredom and Anger
      When Alice chooses Superiority
      Then Superiority is in Bob's hand

  @note:glossary.play-a-mood
  Rule: To play a mood is to put a card from your hand into play

    Example: Alice plays Boredom from her hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      When Alice plays Boredom
      Then Boredom is one of Alice's moods
      And Alice has no cards in hand

    Example: a card in another player's hand is not Alice's to play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      And Bob has Joy in hand
      Then Alice cannot play Joy because Joy is not in Alice's hand (glossary.play-a-mood)
      And Alice cannot play Joy from the discard pile because Joy is not in the discard pile (glossary.play-a-mood)

  @note:glossary.play-a-mood-from-the-discard-pile
  Rule: A mood played from the discard pile plays exactly as it would from a hand

    Example: with Melancholy, Alice plays Charity from the discard pile and gets its additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Melancholy
      And the discard pile holds Charity and Boredom
      When Alice plays Charity from the discard pile
      Then Charity is one of Alice's moods
      And Alice may play an additional mood
      And Alice may play Boredom from the discard pile

    Example: without a card that allows it, the discard pile can't be played from
      Given a game between Alice and Bob
      And it is Alice's turn
      And the discard pile holds Boredom
      Then Alice cannot play Boredom from the discard pile because Alice has nothing that lets them play a mood from the discard pile (glossary.play-a-mood-from-the-discard-pile)

  @note:glossary.random
  Rule: A random choice is nobody's choice: chance makes it

    Example: Cruelty takes a random one of Bob's moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Laziness
      And Alice has Cruelty in hand
      When Alice plays Cruelty
      And Alice chooses Bob
      And the random pick is Laziness
      Then Laziness is in the discard pile
      And Bob has moods Boredom

  @note:glossary.round
  Rule: A round is one turn for each player, and ends with scoring, a winner and losers

    Example: once each player has had a turn, the round is scored and the next begins
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And the deck holds Joy (top first)
      When Alice passes
      And Bob passes
      Then Alice wins the round
      And Joy is in Bob's hand
      And it is Alice's turn

  @note:glossary.score
  Rule: A player's score is the total value of their moods

    Example: Alice's Boredom, Patience and Charity score 10
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom, Patience and Charity
      Then Alice's score is 10

  @note:glossary.scoring
  Rule: Scoring is the end of the round, when every player adds up the values of their moods

    Example: scoring counts the values as they are at the end of the round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Loyalty
      And Bob has moods Complacency
      And Bob has Laziness in hand
      When Alice passes
      And Bob plays Laziness
      And Bob passes
      Then Alice scored 3
      And Bob scored 8
      And Bob wins the round

  @note:glossary.share-a-color-value
  Rule: Two moods share a color when they are the same color, and share a value when their values are equal

    Example: Rejection takes two white moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Complacency, Charity and Boredom
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Complacency and Charity
      Then the discard pile holds Complacency and Charity

    Example: a red and a white mood worth 4 share a value
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Complacency, Charity and Boredom
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Complacency and Boredom
      Then the discard pile holds Complacency and Boredom

    Example: a white 1 and a red 4 share nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Complacency, Charity and Boredom
      And Alice has Rejection in hand
      When Alice plays Rejection
      And Alice chooses Charity and Boredom
      Then the discard pile is empty

  @note:glossary.suppress-suppressed
  Rule: A suppressed mood is worth 0, even one whose value grows, but it is still in play with its color

    Example: a suppressed Sadness is worth 0 and still counts as black
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Excitement and Apathy
      And Bob has moods Sadness
      And the discard pile holds Fear and Hate
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Bob
      Then Sadness is suppressed
      And Sadness's value is 0
      And Excitement's value is 6

    Example: Alice's Loyalty, worth 6 with Idealism, is worth 0 once Scorn suppresses it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Idealism and Loyalty
      And Alice has Scorn in hand
      Then Loyalty's value is 6
      When Alice plays Scorn
      And Alice chooses Loyalty
      Then Loyalty is suppressed
      And Loyalty's value is 0

    Example: Bob's Loyalty, worth 6 with Encouragement, is worth 0 once Scorn suppresses it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty
      And Alice played Encouragement, choosing Loyalty
      And Alice has Scorn in hand
      Then Loyalty's value is 6
      When Alice plays Scorn
      And Alice chooses Loyalty
      Then Loyalty is suppressed
      And Loyalty's value is 0

  @note:glossary.suppress-suppressed
  Rule: A suppression lasts for the round, or for as long as the mood that made it stays in play

    Example: Scorn's suppression ends with the round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Bashfulness
      Then Bashfulness is suppressed
      When Alice passes
      And Bob passes
      Then Bob scored 0
      And Bashfulness is not suppressed

    Example: Pacifism's suppression outlasts the round while Pacifism stays
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Pacifism in hand
      When Alice plays Pacifism
      And Alice chooses Bob
      And the round is scored
      Then Bashfulness is suppressed

    Example: The play-by-play names the mood suppressed and the mood that suppresses it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Bashfulness
      And Alice has Scorn in hand
      When Alice plays Scorn
      And Alice chooses Bashfulness
      Then the play-by-play says Bashfulness was suppressed by Scorn

  @note:glossary.top-right-corner
  Rule: The top right corner holds a card's main value, the one cards in a hand are judged by

    Example: Cheer may discard Boredom, whose top right is 4, but not Patience, whose top right is 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Cheer, Boredom and Patience in hand
      When Alice plays Cheer
      Then Alice may choose Boredom
      And Alice cannot choose Patience
      When Alice chooses Boredom
      Then Cheer's value is 5

  @note:glossary.total-value-number
  Rule: A total value of N is any number of moods whose values add up to N or less
    The rules document's example: moods worth 2, 2, 1 and 0 make a total of 5.

    Example: Anger takes four moods worth 2, 2, 1 and 0
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Ambition, Conviction, Charity and Hate
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Ambition, Conviction, Charity and Hate
      Then Bob has no moods

    Example: moods worth 2, 2 and 4 are too much together
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Ambition, Conviction and Boredom
      And Alice has Anger in hand
      When Alice plays Anger
      Then Alice cannot choose Ambition, Conviction and Boredom together (anger.text)

  @note:glossary.turn
  Rule: A turn is one player's time to play; each player has one turn a round

    Example: after Alice's turn and Bob's, the round is over
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      And Bob has Apathy in hand
      When Alice plays Boredom
      And Alice passes
      Then it is Bob's turn
      When Bob plays Apathy
      And Bob passes
      Then Alice wins the round

  @note:glossary.turn-order
  Rule: Turn order goes clockwise from the first player

    Example: Carol goes first, then Alice, then Bob
      Given a game between Alice, Bob and Carol
      And it is Carol's turn
      When Carol passes
      Then it is Alice's turn
      When Alice passes
      Then it is Bob's turn

  @note:glossary.value
  Rule: A card has a value only in play: cards in a hand score nothing

    Example: Alice's hand of high cards scores nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Bashfulness and Self-Loathing in hand
      And Bob has moods Charity
      When the round is scored
      Then Alice scored 0
      And Bob wins the round

  @note:glossary.win-won-a-round
  Rule: The highest score wins the round; a tie goes to whoever played earlier in the round

    Example: Bob's 4 ties Alice's 4 and Alice played first
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      And Bob has Apathy in hand
      When Alice plays Boredom
      And Alice passes
      And Bob plays Apathy
      And Bob passes
      Then Alice wins the round
