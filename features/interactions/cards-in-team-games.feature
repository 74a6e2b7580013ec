Feature: Cards in team games
  In a team game partners add their scores and win or lose each round together; the winning
  team picks which of its players goes first, the losing team draws one card between them,
  and only the other team's players are opponents. Each partner keeps a hand and moods of
  their own. These rulings say what a card's words (you, your moods, opponent, each other
  player, going first, drawing, scoring) mean there.

  @source:community-2026-12-01 @card:recklessness @card:conviction @card:hate
  Rule: In a team game, a card's own draw is its player's, apart from the losing team's one card
    A players' question, settled by the rules. The one card a losing team draws is the
    draw for losing the round (variants.open-team.7, variants.closed-team.8), which the
    team shares out. A card that says its player draws is another draw, for that player:
    Recklessness's player after scoring (recklessness.text, recklessness.7), Hate's player
    whoever's mood it sends away (hate.3), and for Conviction the player of the chosen
    mood (conviction.2), a partner too. None is counted as the team's card.

    Example: Alice's Recklessness goes under the deck after scoring and she draws, then her losing team draws its one card, for Carol
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Recklessness
      And Bob has moods Generosity
      And the deck holds Joy, Fear and Glee (top first)
      When the round is scored
      Then Bob and Dave win the round
      And Alice drew Joy
      When Alice answers the team's draw: Carol
      And Bob answers who goes first: Bob
      Then Carol drew Fear
      And Alice has 1 card in hand

    Example: Alice's Conviction chooses her partner Carol's Boredom: Carol puts it under the deck and draws
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Boredom
      And Alice has Conviction in hand
      And the deck holds Joy (top first)
      When Alice plays Conviction
      And Alice chooses Boredom
      Then Boredom is at the bottom of the deck
      And Carol drew Joy
      And Alice has no cards in hand

    Example: Alice's Hate puts Dave's Generosity under the deck, and Alice draws
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Dave has moods Generosity
      And Alice has Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Hate
      And Alice chooses Generosity
      Then Generosity is at the bottom of the deck
      And Alice drew Joy

  @source:community-2026-12-01 @card:betrayal @card:recklessness
  Rule: In a team game, Betrayal may lend a mood to a partner, and Recklessness can't take a partner's
    A players' question, settled by the rules. Betrayal gives a mood to "another player"
    (betrayal.text), and a partner is another player, as for Compulsion and Intimidation
    (compulsion.3, intimidation.3). Recklessness takes one of "your opponents'" moods
    (recklessness.text), and a partner is never an opponent (sneakiness.1, cruelty.2). A mood
    lent to a partner still comes back after scoring (betrayal.text).

    Example: Alice lends her Generosity to her partner Carol; after scoring it is Alice's again
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Betrayal in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Betrayal
      And Alice chooses Generosity
      Then Alice may choose each of Bob, Carol and Dave
      When Alice chooses Carol
      Then Generosity is one of Carol's moods
      When the round is scored
      And Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      Then Generosity is one of Alice's moods

    Example: Alice's Recklessness may take Bob's or Dave's mood, not her partner Carol's
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Bob has moods Boredom
      And Carol has moods Generosity
      And Dave has moods Laziness
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      Then Alice may choose each of Boredom and Laziness
      And Alice cannot choose Generosity

  @source:reference-2026-12-01 @card:sneakiness @card:corruption
  Rule: In a team game, Sneakiness swaps its player's own score with one opponent's, and the teams then add their scores; Corruption's two wins are the winning team's
    The reference's own ruling. In team play each player still has a score of their own,
    and partners add their scores together at scoring to see which team wins
    (variants.open-team.7, variants.closed-team.8). Sneakiness swaps "your score" with "that
    player" (sneakiness.text), an opponent, never a teammate (sneakiness.1): two players'
    scores, before the teams' totals decide the round. Corruption gives the winner of the
    round two wins (corruption.2); in a team game the round is won by a team.

    A careful reader might swap the two teams' totals, since a team wins or loses together.
    The first example fails under that reading: Alice's team would take the other team's
    higher total and win.

    Example: Alice's Sneakiness swaps her 5 for Bob's 6; the teams add up 10 against 13, and Bob and Dave win
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Indifference
      And Bob has moods Generosity
      And Dave has moods Boredom and Laziness
      And Alice has Sneakiness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Sneakiness
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol
      When Alice chooses Bob
      And the round is scored
      And Alice answers the team's draw: Alice
      And Bob answers who goes first: Bob
      Then Alice scored 6
      And Bob scored 5
      And Bob and Dave win the round

    Example: Alice's Corruption doubles the win, and Alice and Carol, who win the round, have won 2 rounds
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Generosity
      And Bob has moods Boredom
      And Alice has Corruption in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And the round is scored
      And Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      Then Alice and Carol win the round
      And Alice and Carol have won 2 rounds
      And Bob and Dave have won 0 rounds

  @source:community-2026-12-01 @card:honor
  Rule: In a team game, Honor's chosen player goes first, whichever team won, and the winning team is not asked
    A players' question, settled by the rules. In a team game the winning team chooses
    which of its players goes first (variants.open-team.6, variants.closed-team.7); that
    is the team game's version of the winner going first. Honor's chosen player goes first
    "regardless of who won the previous round" (honor.text), so while Honor is in play no
    team chooses.

    Example: Alice's Honor chose Dave; Alice and Carol win, and Dave goes first
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice played Honor, choosing Dave
      And Carol has moods Generosity
      And the deck holds Joy and Fear (top first)
      When the round is scored
      And Bob answers the team's draw: Bob
      Then Alice and Carol win the round
      And Dave goes first

  @source:community-2026-12-01 @card:superiority @card:celebration
  Rule: In a team game, "each other player" includes a partner: Superiority and Celebration must beat the partner too
    A players' question, settled by the rules. Superiority and Celebration compare their
    player with "each other player" (superiority.text, celebration.text), not with each
    opponent: a partner is another player. The cards that leave a teammate out say
    "opponent" (envy.4, generosity.3); these do not.

    Example: Alice has more moods than Bob and Dave, but as many as her partner Carol: Superiority is worth 3
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Superiority, Boredom and Laziness
      And Carol has moods Apathy, Indifference and Complacency
      And Bob has moods Generosity
      Then Superiority's value is 3

    Example: Alice's moods show more colors than Bob's and Dave's, but not more than Carol's: Celebration is worth 3
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Celebration and Boredom
      And Carol has moods Indifference and Apathy
      And Dave has moods Laziness
      Then Celebration's value is 3

  @source:community-2026-12-01 @card:bashfulness
  Rule: In a team game, Bashfulness's "if you won the round" means its player's team won, whoever scored most
    A players' question, settled by the rules. In team play partners win or lose each
    round as a team, on their scores added together (variants.open-team.5,
    variants.open-team.7, variants.closed-team.8); no player wins a round alone. So a
    player whose team won the round has won it, for Bashfulness too (bashfulness.text),
    even if an opponent scored more than they did.

    Example: Bob scores 8 to Alice's 6, but Alice and Carol win 10 to 8: Alice's Bashfulness goes under the deck and she draws
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Carol has moods Laziness
      And Bob has moods Boredom and Apathy
      And Alice has Bashfulness in hand
      And the deck holds Joy and Fear (top first)
      When Alice plays Bashfulness
      And the round is scored
      And Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      Then Alice scored 6
      And Bob scored 8
      And Alice and Carol win the round
      And Bashfulness is at the bottom of the deck
      And Alice drew Joy

  @source:community-2026-12-04 @card:triumph @card:chivalry
  Rule: In a team game, the winning team's choice of who goes first decides Triumph and Chivalry next round
    A players' question, settled by the rules. In a team game the round's winner does not
    simply go first: the winning team picks which of its two players does
    (variants.closed-team.7, variants.open-team.6). Triumph and Chivalry read only whether
    their own player went first (triumph.text, chivalry.text), and a partner going first is
    not their player going first (triumph.3, chivalry.2). So the team's pick sets their value
    for the next round: sending the partner first makes Triumph worth 3 and Chivalry worth 5.

    Example: Alice and Carol win and send Carol first: Alice's Triumph, worth 5 this round, is worth 3 in the next
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Triumph
      And Carol has moods Boredom
      And Bob has moods Charity
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Alice scored 5
      And Alice and Carol win the round
      When Bob answers the team's draw: Bob
      And Alice answers who goes first: Carol
      Then Carol goes first
      And Triumph's value is 3

    Example: Alice and Carol win and send Carol first: Alice's Chivalry, worth 3 this round, is worth 5 in the next
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Chivalry
      And Carol has moods Boredom
      And Bob has moods Charity
      And the deck holds Joy and Fear (top first)
      When the round is scored
      Then Alice scored 3
      And Alice and Carol win the round
      When Bob answers the team's draw: Bob
      And Alice answers who goes first: Carol
      Then Carol goes first
      And Chivalry's value is 5

  @source:community-2026-12-04 @card:envy @card:arrogance @card:instability
  Rule: In a team game, an opponent is a player of the other team: Envy, Arrogance and Instability never reach a partner
    A players' question, settled by the rules. Partners are not opponents: the notes say so
    for every card that names opponents (envy.4, guile.4, generosity.3, sneakiness.1,
    cruelty.2). Envy counts the moods of its player's moodiest opponent (envy.text), the
    player chosen with Arrogance is an opponent (arrogance.text), and Instability takes two
    moods of one opponent (instability.text): in a team game each of them looks only at the
    two players of the other team, however many moods the partner has.

    Example: Carol has the most moods, but Alice's Envy counts Dave's one mood: it is worth 2
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Envy
      And Carol has moods Boredom, Complacency and Indifference
      And Dave has moods Laziness
      Then Envy's value is 2

    Example: Alice's Arrogance may choose Bob or Dave, and not her partner Carol, though Carol has a white mood
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Bob has moods Charity
      And Carol has moods Complacency
      And Dave has moods Indifference
      And Alice has Arrogance in hand
      When Alice plays Arrogance
      Then Alice may choose each of Bob and Dave
      And Alice cannot choose Carol

    Example: Alice's Instability may take two of Bob's moods, and not two of her partner Carol's
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Apathy
      And Bob has moods Boredom and Laziness
      And Carol has moods Charity and Complacency
      And Alice has Instability in hand
      When Alice plays Instability
      Then Alice may choose each of Boredom and Laziness
      And Alice cannot choose Charity

  @source:community-2026-12-04 @card:sloth @card:vanity
  Rule: In a team game, the losing team's one card goes to the partner it picks, and Sloth and Vanity count only their own player's hand
    A players' question, settled by the rules. A losing team draws one card between the two
    of them, and the team picks which partner takes it (variants.closed-team.8,
    variants.open-team.7); in a traditional game every loser draws (rules.after-scoring.1).
    Sloth counts the cards in its own player's hand and never the partner's (sloth.text,
    sloth.2), and Vanity asks whether its own player's hand is empty (vanity.text). So when
    the team gives its card to the partner, neither card's value changes.

    Example: Alice and Carol lose and give their card to Carol: Alice's Sloth stays at 5
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Sloth
      And Alice has Fear and Hate in hand
      And Bob has moods Generosity
      And Dave has moods Charity
      And the deck holds Joy and Glee (top first)
      Then Sloth's value is 5
      When the round is scored
      Then Bob and Dave win the round
      When Alice answers the team's draw: Carol
      And Bob answers who goes first: Bob
      Then Carol drew Joy
      And Sloth's value is 5

    Example: Alice and Carol lose and give their card to Carol: Alice's hand stays empty and her Vanity stays at 6
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Vanity and Boredom
      And Bob has moods Generosity
      And Dave has moods Patience
      And the deck holds Joy and Glee (top first)
      Then Vanity's value is 6
      When the round is scored
      Then Bob and Dave win the round
      When Alice answers the team's draw: Carol
      And Bob answers who goes first: Bob
      Then Carol drew Joy
      And Alice has no cards in hand
      And Vanity's value is 6

  @source:community-2026-12-04 @card:exhilaration @card:enthusiasm @card:bliss
  Rule: In a team game, a mood scored again counts again in its team's total
    A players' question, settled by the rules. Partners add their scores together, and the
    team with the higher total wins the round (variants.closed-team.8, variants.open-team.7).
    A player's score is every scoring of their moods, the extra ones too: Exhilaration,
    Enthusiasm and Bliss score moods again (exhilaration.text, enthusiasm.text, bliss.text),
    and what they add is part of that player's score, so part of the team's total. Only the
    player's own moods are scored again, never a partner's (scored-again.feature's team
    ruling).

    Example: Alice's Exhilaration scores her Generosity twice: Bob scores 14 to Alice's 12, but Alice and Carol win 15 to 14
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Exhilaration and Generosity
      And Carol has moods Joy
      And Bob has moods Generosity, Patience and Joy
      When the round is scored
      Then Alice scored 12
      And Bob scored 14
      And Alice and Carol win the round
      And Bob is to answer the team's draw

    Example: Alice's Enthusiasm scores her Generosity again: Bob scores 14 to Alice's 12, but Alice and Carol win 15 to 14
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Enthusiasm and Generosity
      And Carol has moods Joy
      And Bob has moods Generosity, Patience and Joy
      When the round is scored
      And Alice answers Enthusiasm: Generosity
      Then Alice scored 12
      And Bob scored 14
      And Alice and Carol win the round
      And Bob is to answer the team's draw

    Example: Alice's Bliss, paid with a red Zeal, scores her red Boredom three times: Bob scores 15 to Alice's 14, but Alice and Carol win 17 to 15
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Bliss and Zeal in hand
      And Carol has moods Joy
      And Bob has moods Generosity, Patience, Joy and Charity
      When Alice plays Bliss
      And the round is scored
      Then Alice scored 14
      And Bob scored 15
      And Alice and Carol win the round
      And Bob is to answer the team's draw

  @source:community-2026-12-04 @card:awe
  Rule: In a team game, Awe's player alone chooses who goes first next round, an opponent too, and no team draws
    A players' question, settled by the rules. In a team game the winning team picks which
    of its players goes first (variants.closed-team.7, variants.open-team.6), and the losing
    team draws one card (variants.closed-team.8, variants.open-team.7). A round with Awe has
    no winner and no loser (awe.text, awe.1), so neither happens, and the player who played
    Awe names the first player (awe.2): any of the four, not only one of their own team.
    Nothing here differs from a game without teams.

    Example: Alice plays Awe and sends Dave, an opponent, first; nobody draws
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Awe in hand
      And Carol has moods Generosity
      And the deck holds Joy and Fear (top first)
      When Alice plays Awe
      Then Alice is to answer Awe
      And Alice may choose each of Alice, Bob, Carol and Dave
      When Alice chooses Dave
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then no round has been scored
      And Dave goes first
      And there are 2 cards in the deck

  @source:community-2026-12-04 @card:happiness
  Rule: In a team game, Happiness needs one player with both a red and a white mood, not two partners between them
    A players' question, settled by the rules. Partners add their scores, but each keeps
    their own moods (variants.closed-team.5, variants.open-team.5), and Happiness asks about
    a player (happiness.text): a red mood of Alice's and a white one of her partner's are
    two players' moods, as they would be in a game without teams.

    Example: Alice has a red mood and her partner Carol a white one: Happiness stays at 2
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Happiness and Boredom
      And Carol has moods Complacency
      Then Happiness's value is 2

    Example: Bob has both a red and a white mood: Alice's Happiness is worth 8
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Happiness
      And Bob has moods Boredom and Complacency
      Then Happiness's value is 8
