Feature: Team play
  Four players in two teams of two. Partners add up their scores, and each round is won or
  lost by the team. Open teams sit side by side and see each other's hands; closed
  teams sit across from each other and keep their hands to themselves.

  @note:variants.team-play.1
  Rule: Team games are for four players in two pairs, and nobody gets Hurt Feelings

    Example: Dave scores lowest but gets no additional mood next round
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Charity
      And Dave has Laziness and Apathy in hand
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      When Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave plays Laziness
      Then Dave may not play another mood

    Example: in an open team game too
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has moods Boredom
      And Carol has moods Apathy
      And Bob has moods Charity
      And Dave has Laziness and Apathy in hand
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      When Bob answers the team's draw: Bob
      And Alice answers who goes first: Alice
      And Alice passes
      And Carol passes
      And Bob passes
      And Dave plays Laziness
      Then Dave may not play another mood

  @source:reference-2026-11-30
  Rule: In a tie, a team's play is the earlier of its partners' plays, and a partner who passed made none
    The reference's own ruling. variants.open-team.7 and variants.closed-team.8 give a tie
    between the teams to "whichever team played first". Partners score as one side
    (variants.open-team.5, variants.closed-team.5), so a team has played as soon as either
    partner has; and as in traditional play (rules.scoring.1, rules.taking-a-turn.1) a
    player who passed has not played. So the tie goes to the team whose partner made the
    earliest play of the round; if neither team played, to the team whose turn came first.

    A careful reader might give the tie to the team of the player who went first, whether
    or not that player played; or compare the teams by each one's latest play, since a
    team's total is complete only once its last partner has played; or, when nobody played,
    compare the turns of each team's later partner. The first example fails under the first
    reading, the second under the second, the third under the third.

    Example: Alice goes first and passes, Bob plays, then Carol: Bob and Dave win the tie
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Bob has Apathy in hand
      And Carol has Boredom in hand
      And the deck holds Joy (top first)
      When Alice passes
      And Bob plays Apathy
      And Bob passes
      And Carol plays Boredom
      And Carol passes
      And Dave passes
      Then Alice scored 0
      And Carol scored 4
      And Bob scored 4
      And Bob and Dave win the round
      And Alice is to answer the team's draw
      And Alice may choose each of Alice and Carol

    Example: Alice plays, then Bob, then Carol: Alice made the earliest play, so her team wins though Carol played after Bob
      Given a closed team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Dave has moods Complacency
      And Alice has Boredom in hand
      And Bob has Apathy in hand
      And Carol has Laziness in hand
      And the deck holds Joy (top first)
      When Alice plays Boredom
      And Alice passes
      And Bob plays Apathy
      And Bob passes
      And Carol plays Laziness
      And Carol passes
      And Dave passes
      Then Alice scored 4
      And Carol scored 4
      And Bob scored 4
      And Dave scored 4
      And Alice and Carol win the round
      And Bob is to answer the team's draw

    Example: nobody plays and Carol went first: her team wins the tie, though Alice's turn comes last
      Given an open team game: Alice and Carol against Bob and Dave
      And it is Carol's turn
      And Carol went first this round
      And Alice has moods Boredom
      And Bob has moods Apathy
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice scored 4
      And Bob scored 4
      And Alice and Carol win the round
      And Bob is to answer the team's draw

  @source:reference-2026-12-01
  Rule: A choice the partners make together is answered by the partner who sits first of the two
    The reference's own ruling. Two choices in a team game belong to the team, not to either
    partner: which partner takes the losing team's one card (variants.open-team.7,
    variants.closed-team.8) and which partner of the winning team goes first next round
    (variants.open-team.6, variants.closed-team.7). Both partners know the same when they
    make them: open partners both look at the card, closed partners neither do. The sources
    say nothing of which partner gives the team's answer. What they order by turn is what a
    player does on their own account: their plays (rules.taking-a-turn.1) and their cards'
    "after scoring" effects (rules.after-scoring.2). A team's choice is neither, and the
    second one decides the next round's order itself, so the round's order has no claim on
    it. The one order that holds for the whole game is the seating, fixed when the game is
    set up (variants.open-team.3, variants.closed-team.3). So the partner seated first, in
    the clockwise seating the game began with, gives the team's answer, every time and
    whatever the round's order; either partner's name is open to that answer.

    A careful implementer might instead ask the partner whose turn comes first in the round.
    The examples fail under that reading: Bob went first this round, Dave sits first.

    Example: Dave answers for Dave and Bob, though Bob went first this round
      Given an open team game: Alice and Carol against Dave and Bob
      And it is Bob's turn
      And Alice has moods Boredom
      And the deck holds Joy (top first)
      When the round is scored
      Then Alice and Carol win the round
      And Dave is to answer the team's draw

    Example: Dave and Bob win, and Dave says which of them goes first, though Bob went first this round
      Given an open team game: Alice and Carol against Dave and Bob
      And it is Bob's turn
      And Bob has moods Boredom
      And the deck holds Joy (top first)
      When the round is scored
      Then Bob and Dave win the round
      When Alice answers the team's draw: Carol
      Then Dave is to answer who goes first
      And Dave may choose each of Dave and Bob
      When Dave answers who goes first: Bob
      Then Bob goes first
