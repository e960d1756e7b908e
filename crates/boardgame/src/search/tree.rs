//! The search tree: an arena of nodes, each reached by one action from its
//! parent, with the statistics UCT needs. Children are a linked list of
//! siblings, so a node costs no allocation of its own.

/// Marks "no node" in the sibling and child links.
pub(crate) const NONE: u32 = u32::MAX;

/// One node: the position after `action` (in some determinization).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<A> {
    /// The action that leads here from the parent (`None` at the root).
    pub action: Option<A>,
    /// The seat that chose `action`: the rewards stored here are theirs.
    pub mover: u32,
    /// Simulations that went through this node.
    pub visits: u32,
    /// Simulations that reached the parent while `action` was legal there
    /// (with chance, an action is not legal in every sample).
    pub available: u32,
    /// Sum of the mover's rewards over the simulations through this node.
    pub reward: f64,
    /// The playout's prior for `action` when the node was added, in `[0, 1]`
    /// (0 without a prior): drives the progressive bias.
    pub prior: f32,
    pub first_child: u32,
    pub next_sibling: u32,
}

impl<A> Node<A> {
    pub fn mean(&self) -> f64 {
        mean(self.reward, self.visits.into())
    }
}

/// All nodes of one search; index 0 is the root.
#[derive(Debug)]
pub(crate) struct Tree<A> {
    pub nodes: Vec<Node<A>>,
}

impl<A: Copy> Tree<A> {
    pub fn new() -> Tree<A> {
        Tree { nodes: Vec::new() }
    }

    /// Empties the tree (keeping its memory) and makes a fresh root.
    pub fn reset(&mut self) {
        self.nodes.clear();
        self.nodes.push(Node {
            action: None,
            mover: NONE,
            visits: 0,
            available: 0,
            reward: 0.0,
            prior: 0.0,
            first_child: NONE,
            next_sibling: NONE,
        });
    }

    /// Adds a child of `parent` reached by `action` chosen by `mover`, with
    /// the playout's `prior` for that action.
    pub fn add_child(&mut self, parent: u32, action: A, mover: usize, prior: f32) -> u32 {
        let id = self.nodes.len() as u32;
        let next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node {
            action: Some(action),
            mover: mover as u32,
            visits: 0,
            available: 0,
            reward: 0.0,
            prior,
            first_child: NONE,
            next_sibling,
        });
        self.nodes[parent as usize].first_child = id;
        id
    }

    /// The children of `parent`.
    pub fn children(&self, parent: u32) -> Children<'_, A> {
        Children {
            tree: self,
            next: self.nodes[parent as usize].first_child,
        }
    }
}

pub(crate) struct Children<'a, A> {
    tree: &'a Tree<A>,
    next: u32,
}

impl<A> Iterator for Children<'_, A> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        (self.next != NONE).then(|| {
            let id = self.next;
            self.next = self.tree.nodes[id as usize].next_sibling;
            id
        })
    }
}

/// The mean of `total` over `visits` simulations (0 when never visited): a
/// node's and a root action's mean reward alike.
#[inline]
pub(crate) fn mean(total: f64, visits: u64) -> f64 {
    if visits == 0 {
        0.0
    } else {
        total / visits as f64
    }
}
